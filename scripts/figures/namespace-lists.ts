/**
 * Places that list the i18n namespaces by hand. The namespaces are the file names of
 * packages/i18n/src/resources/en/*.json. A place is one top-level statement of a source file in
 * which some array literal, object literal, union type or import group names at least
 * MIN_NAMES of them:
 *   - a string `'errors-core'`, a property or identifier `errorsCore` / `enErrorsCore` (any
 *     locale prefix), or a type `typeof enErrorsCore`;
 *   - or the file imports MIN_NAMES or more `<namespace>.json` files (all those imports are one
 *     place).
 * Several literals inside one statement (a resources object per locale) are one place. A list
 * that is built from the files (readdir, import.meta.glob) names no namespace and is not counted.
 */
import ts from 'typescript';

export const MIN_NAMES = 3;

export interface NamespaceList {
  file: string;
  line: number;
  /** How many distinct namespaces the place names. */
  names: number;
}

function camel(name: string): string {
  return name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

function pascal(name: string): string {
  const c = camel(name);
  return c[0]!.toUpperCase() + c.slice(1);
}

/** The namespace a bit of text names, or null ('errors-core', errorsCore, enErrorsCore, thUi). */
function namespaceMatcher(namespaces: readonly string[]): (text: string) => string | null {
  const byForm = new Map<string, string>();
  for (const name of namespaces) {
    byForm.set(name, name);
    byForm.set(camel(name), name);
  }
  const prefixed = new RegExp(`^(?:[a-z]{2}(?:Hant)?)(${namespaces.map(pascal).join('|')})$`);
  const byPascal = new Map(namespaces.map((name) => [pascal(name), name]));
  return (text) => byForm.get(text) ?? byPascal.get(prefixed.exec(text)?.[1] ?? '') ?? null;
}

function namesIn(node: ts.Node, match: (text: string) => string | null): Set<string> {
  const found = new Set<string>();
  const add = (text: string | undefined) => {
    const name = text === undefined ? null : match(text);
    if (name) found.add(name);
  };
  const children: readonly ts.Node[] = ts.isArrayLiteralExpression(node)
    ? node.elements
    : ts.isObjectLiteralExpression(node)
      ? node.properties
      : ts.isUnionTypeNode(node)
        ? node.types
        : [];
  for (const child of children) {
    if (ts.isStringLiteralLike(child)) add(child.text);
    else if (ts.isIdentifier(child)) add(child.text);
    else if (ts.isPropertyAssignment(child) || ts.isShorthandPropertyAssignment(child)) {
      add(ts.isIdentifier(child.name) || ts.isStringLiteral(child.name) ? child.name.text : undefined);
      if (ts.isPropertyAssignment(child) && ts.isIdentifier(child.initializer)) add(child.initializer.text);
    } else if (ts.isTypeQueryNode(child) && ts.isIdentifier(child.exprName)) add(child.exprName.text);
    else if (ts.isTypeReferenceNode(child)) {
      for (const argument of child.typeArguments ?? []) {
        if (ts.isTypeQueryNode(argument) && ts.isIdentifier(argument.exprName)) add(argument.exprName.text);
      }
    } else if (ts.isLiteralTypeNode(child) && ts.isStringLiteral(child.literal)) add(child.literal.text);
  }
  return found;
}

/** The places of one parsed file that list the namespaces by hand. */
export function namespaceLists(source: ts.SourceFile, namespaces: readonly string[]): NamespaceList[] {
  if (namespaces.length === 0) return [];
  const match = namespaceMatcher(namespaces);
  const places: NamespaceList[] = [];
  const imported = new Set<string>();
  let firstImport = 0;
  for (const statement of source.statements) {
    const line = source.getLineAndCharacterOfPosition(statement.getStart(source)).line + 1;
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const file = /([\w-]+)\.json$/.exec(statement.moduleSpecifier.text)?.[1];
      if (file && namespaces.includes(file)) {
        if (imported.size === 0) firstImport = line;
        imported.add(file);
      }
      continue;
    }
    let most = 0;
    const visit = (node: ts.Node) => {
      most = Math.max(most, namesIn(node, match).size);
      ts.forEachChild(node, visit);
    };
    visit(statement);
    if (most >= MIN_NAMES) places.push({ file: source.fileName, line, names: most });
  }
  if (imported.size >= MIN_NAMES)
    places.unshift({ file: source.fileName, line: firstImport, names: imported.size });
  return places;
}
