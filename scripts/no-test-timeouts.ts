/**
 * Lint (`pnpm lint`): no test sets its own timeout. A test checks a result, not a speed; the one
 * bound against a hang is its suite's config (vitest.shared.ts, a package's vitest.config.ts, a
 * Playwright config), stretched there for a busy machine. Found in every test file git knows:
 * a number or a `{ timeout }` passed to `it`/`test`/`describe` or a hook, `test.setTimeout`,
 * `test.slow`, `vi.setConfig`. Prints `file:line: ...` for each and exits 1.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import ts from 'typescript';

const TEST_FILE = /(\.test\.tsx?|\/tests?\/.*\.tsx?)$/;
const TEST_CALLS = new Set(['it', 'test', 'describe', 'beforeAll', 'afterAll', 'beforeEach', 'afterEach']);
const TIMEOUT_CALLS = /^(test\.setTimeout|test\.slow|vi\.setConfig|this\.timeout)$/;

/** The name a call is made through: `it` for `it.skip.each(rows)(...)`. */
function rootName(callee: ts.Expression): string | undefined {
  let node: ts.Expression = callee;
  while (ts.isPropertyAccessExpression(node) || ts.isCallExpression(node)) node = node.expression;
  return ts.isIdentifier(node) ? node.text : undefined;
}

function setsTimeout(argument: ts.Expression): boolean {
  if (ts.isNumericLiteral(argument)) return true;
  return (
    ts.isObjectLiteralExpression(argument) &&
    argument.properties.some((p) => p.name !== undefined && /^timeout$/.test(p.name.getText()))
  );
}

/** The places in one file's source where a test, suite or hook sets its own timeout. */
export function ownTimeouts(file: string, source: string): string[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression.getText(tree);
      const name = rootName(node.expression);
      const own =
        TIMEOUT_CALLS.test(callee) ||
        (name !== undefined && TEST_CALLS.has(name) && node.arguments.slice(1).some(setsTimeout));
      if (own) {
        const { line } = tree.getLineAndCharacterOfPosition(node.getStart(tree));
        found.push(
          `${file}:${line + 1}: ${callee}(...) sets its own timeout (the suite's config holds the one bound)`,
        );
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

if (import.meta.main) {
  const files = execFileSync('git', ['ls-files', 'packages', 'apps', 'content', 'scripts'], {
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => TEST_FILE.test(file) && !file.includes('/fixtures/'));
  const found = files.flatMap((file) => ownTimeouts(file, readFileSync(file, 'utf8')));
  for (const line of found) console.error(line);
  console.log(`no-test-timeouts: ${files.length} test files, ${found.length} own timeouts`);
  process.exit(found.length === 0 ? 0 : 1);
}
