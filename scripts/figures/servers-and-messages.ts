/**
 * Two text-level figures (scripts/code-figures.ts):
 *
 * Static servers: files (tests and test support included: a test's own server is still a second
 * server) that start an HTTP server (`createServer` from node:http / node:https / node:http2,
 * `serve` from @hono/node-server, or hono's `serveStatic`) and read files from disk for it
 * (createReadStream, readFile, serveStatic). A server that answers from memory (the workbench's
 * app) and a port probe (node:net) are not static servers.
 *
 * Message shapes, in source (not tests):
 *   - `messageKey`: every use of the identifier in code (a property, a field, a variable);
 *   - prefix dispatches: functions that test a value against a message-key prefix
 *     (`code.startsWith('handback.')`, the prefix's first segment the first segment of some
 *     English key) and also build a key from a prefix and that same value
 *     (`` `workbench.refused.${code}` ``): one code read as a bare code or as a full key.
 */
import ts from 'typescript';

const HTTP_SERVER =
  /from ['"](node:)?(http|https|http2)['"]|from ['"]@hono\/node-server['"]|serveStatic\s*\(/;
const STARTS_SERVER = /\bcreateServer\s*\(|\bcreateSecureServer\s*\(|\bserve\s*\(\s*\{|serveStatic\s*\(/;
const READS_FILES = /\bcreateReadStream\s*\(|\breadFile(Sync)?\s*\(|serveStatic\s*\(/;

export function isStaticServer(text: string): boolean {
  return HTTP_SERVER.test(text) && STARTS_SERVER.test(text) && READS_FILES.test(text);
}

const MESSAGE_KEY = 'messageKey';

/** Uses of the identifier in code (a parsed file: not in comments or strings; .astro: its text). */
export function messageKeyUses(text: string, parsed: ts.SourceFile | null): number {
  if (!parsed) return text.match(new RegExp(`\\b${MESSAGE_KEY}\\b`, 'g'))?.length ?? 0;
  let uses = 0;
  const visit = (node: ts.Node) => {
    if (ts.isIdentifier(node) && node.text === MESSAGE_KEY) uses += 1;
    ts.forEachChild(node, visit);
  };
  visit(parsed);
  return uses;
}

export interface PrefixDispatch {
  file: string;
  line: number;
  name: string;
}

const KEY_PREFIX = /^[a-z][\w-]*(\.[\w-]+)*\.$/;

/** Functions of a parsed file that dispatch on a key prefix and also prefix the same bare code. */
export function prefixDispatches(source: ts.SourceFile, keyRoots: ReadonlySet<string>): PrefixDispatch[] {
  const found: PrefixDispatch[] = [];
  const scan = (body: ts.Node) => {
    const tested = new Set<string>();
    const prefixed = new Set<string>();
    const visit = (node: ts.Node) => {
      if (
        ts.isCallExpression(node) &&
        ts.isPropertyAccessExpression(node.expression) &&
        node.expression.name.text === 'startsWith' &&
        node.arguments[0] &&
        ts.isStringLiteralLike(node.arguments[0]) &&
        KEY_PREFIX.test(node.arguments[0].text) &&
        keyRoots.has(node.arguments[0].text.split('.')[0]!)
      ) {
        tested.add(node.expression.expression.getText(source));
      }
      if (
        ts.isTemplateExpression(node) &&
        node.templateSpans.length === 1 &&
        KEY_PREFIX.test(node.head.text) &&
        node.templateSpans[0]!.literal.text === ''
      ) {
        prefixed.add(node.templateSpans[0]!.expression.getText(source));
      }
      // A nested function is judged on its own.
      if (node !== body && ts.isFunctionLike(node)) return;
      ts.forEachChild(node, visit);
    };
    visit(body);
    return [...tested].some((value) => prefixed.has(value));
  };
  const walk = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body && scan(node)) {
      const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
      const named = 'name' in node && node.name && ts.isIdentifier(node.name) ? node.name.text : null;
      const parent = node.parent;
      const given =
        parent && ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name) ? parent.name.text : null;
      found.push({ file: source.fileName, line, name: named ?? given ?? '<anonymous>' });
    }
    ts.forEachChild(node, walk);
  };
  walk(source);
  return found;
}
