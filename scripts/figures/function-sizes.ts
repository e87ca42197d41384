/**
 * Functions and their lengths, read with the TypeScript compiler API: every function declaration,
 * method, constructor, accessor, function expression and arrow function of a .ts/.tsx/.mts/.mjs/.js
 * file. Length = lines from its first to its last line, both included (a function holding another
 * counts the inner one's lines too; the inner one is also listed on its own). A function without a
 * name of its own takes the name it is given: `const x = () => ...`, `{ x: () => ... }`,
 * `app.get('/path', ...)` (the call and its first string), else `<anonymous>`.
 */
import ts from 'typescript';

export interface FunctionSize {
  name: string;
  file: string;
  /** First line, 1-based. */
  line: number;
  lines: number;
}

export function scriptKindOf(file: string): ts.ScriptKind | null {
  if (file.endsWith('.tsx')) return ts.ScriptKind.TSX;
  if (file.endsWith('.ts') || file.endsWith('.mts')) return ts.ScriptKind.TS;
  if (file.endsWith('.js') || file.endsWith('.mjs')) return ts.ScriptKind.JS;
  return null;
}

export function parseSource(file: string, text: string): ts.SourceFile | null {
  const kind = scriptKindOf(file);
  return kind === null ? null : ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
}

function nameText(name: ts.PropertyName | ts.BindingName | undefined, source: ts.SourceFile): string | null {
  if (!name) return null;
  if (ts.isIdentifier(name) || ts.isPrivateIdentifier(name)) return name.text;
  if (ts.isStringLiteral(name) || ts.isNumericLiteral(name)) return name.text;
  return name.getText(source);
}

/** The name a function has or is given by where it stands. */
function functionName(node: ts.FunctionLikeDeclaration, source: ts.SourceFile): string {
  const own = 'name' in node ? nameText(node.name, source) : null;
  if (own) return ts.isConstructorDeclaration(node) ? 'constructor' : own;
  if (ts.isConstructorDeclaration(node)) return 'constructor';
  const parent = node.parent;
  if (
    ts.isVariableDeclaration(parent) ||
    ts.isPropertyAssignment(parent) ||
    ts.isPropertyDeclaration(parent)
  ) {
    return nameText(parent.name, source) ?? '<anonymous>';
  }
  if (ts.isCallExpression(parent)) {
    const callee = parent.expression.getText(source);
    const first = parent.arguments[0];
    const label = first && ts.isStringLiteralLike(first) ? `'${first.text}'` : '';
    return `${callee}(${label})`;
  }
  return '<anonymous>';
}

function isFunctionLike(node: ts.Node): node is ts.FunctionLikeDeclaration {
  return (
    ts.isFunctionDeclaration(node) ||
    ts.isMethodDeclaration(node) ||
    ts.isConstructorDeclaration(node) ||
    ts.isGetAccessorDeclaration(node) ||
    ts.isSetAccessorDeclaration(node) ||
    ts.isFunctionExpression(node) ||
    ts.isArrowFunction(node)
  );
}

/** Every function of a parsed file with its length. */
export function functionSizes(source: ts.SourceFile): FunctionSize[] {
  const sizes: FunctionSize[] = [];
  const visit = (node: ts.Node) => {
    if (isFunctionLike(node) && node.body) {
      const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      sizes.push({
        name: functionName(node, source),
        file: source.fileName,
        line: start + 1,
        lines: end - start + 1,
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return sizes;
}
