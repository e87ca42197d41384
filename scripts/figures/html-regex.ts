/**
 * Regex walks of HTML: regular expressions that match tags, in source (tests are not counted).
 * A regex counts when its pattern has `<` followed by a tag name, a closing slash or a group
 * that starts one: `<script`, `<\/a>`, `<(h[1-6])`, `<[a-z]`, `<!--`. Dice compare points
 * (`<3`, `[<>]=?`) and type parameters are not patterns of that shape. Read from the TypeScript
 * AST: regex literals, and the first argument of `new RegExp(...)` / `RegExp(...)` when it is a
 * string or a template.
 */
import ts from 'typescript';

export interface HtmlRegex {
  file: string;
  line: number;
  pattern: string;
}

/** `\x3c` is `<`, written so that this pattern is not itself counted. */
const TAG_PATTERN = /\x3c(\\?\/)?(!--|[a-zA-Z]|\(|\[a-z|\[A-Za-z|\[a-zA-Z|\\w)/;

export function matchesTags(pattern: string): boolean {
  return TAG_PATTERN.test(pattern);
}

export function htmlRegexes(source: ts.SourceFile): HtmlRegex[] {
  const found: HtmlRegex[] = [];
  const add = (node: ts.Node, pattern: string) => {
    if (!matchesTags(pattern)) return;
    const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
    found.push({ file: source.fileName, line, pattern });
  };
  const visit = (node: ts.Node) => {
    if (ts.isRegularExpressionLiteral(node)) add(node, node.text.slice(1, node.text.lastIndexOf('/')));
    else if (
      (ts.isNewExpression(node) || ts.isCallExpression(node)) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'RegExp'
    ) {
      const first = node.arguments?.[0];
      if (first && ts.isStringLiteralLike(first)) add(node, first.text);
      else if (first && ts.isTemplateExpression(first)) add(node, first.getText(source).slice(1, -1));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}
