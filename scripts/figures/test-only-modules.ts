/**
 * Test support in src: modules under a `src/` folder (not tests themselves) that only tests use.
 * A file refers to a module when it names it by a relative path ending in its extension, in an
 * import, a `vi.mock`, a `new URL(...)` or a config's `setupFiles`. A module counts when some file
 * refers to it and every such file is a test, test support or a test runner's config
 * (`vitest.*`, `playwright.*`), or a module that counts itself. A package's entry points (its package.json `exports`) are not
 * counted: a package may be used by tests alone and still be its API.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { SourceFile } from './source-files.ts';

const RELATIVE_PATH = /['"](\.{1,2}\/[^'"\s]+\.(?:ts|tsx|mts|mjs|js))['"]/g;
const RUNNER_CONFIG = /(^|\/)(vitest|playwright)\.[\w.]*\.?[cm]?[jt]s$/;

function entryPoints(root: string, files: readonly SourceFile[]): Set<string> {
  const entries = new Set<string>();
  const collect = (folder: string, value: unknown) => {
    if (typeof value === 'string') entries.add(path.posix.join(folder, value));
    else if (value && typeof value === 'object')
      for (const inner of Object.values(value)) collect(folder, inner);
  };
  for (const workspace of new Set(files.map((file) => file.workspace))) {
    if (workspace === '(root)') continue;
    try {
      const manifest = JSON.parse(readFileSync(path.join(root, workspace, 'package.json'), 'utf8'));
      collect(workspace, manifest.exports);
    } catch {
      // no manifest: no entry points
    }
  }
  return entries;
}

export function testOnlyModules(root: string, files: readonly SourceFile[]): string[] {
  const referrers = new Map<string, string[]>();
  for (const file of files) {
    for (const [, specifier] of file.text.matchAll(RELATIVE_PATH)) {
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file.path), specifier!));
      const list = referrers.get(target) ?? [];
      list.push(file.path);
      referrers.set(target, list);
    }
  }
  const entries = entryPoints(root, files);
  const isTest = new Map(files.map((file) => [file.path, file.test]));
  const candidates = files.filter(
    (file) => !file.test && /(^|\/)src\//.test(file.path) && !entries.has(file.path),
  );
  // Support used only by other support counts too: grow the set until it stops changing.
  const testOnly = new Set<string>();
  const byTests = (referrer: string) =>
    isTest.get(referrer) === true || RUNNER_CONFIG.test(referrer) || testOnly.has(referrer);
  for (let grew = true; grew; ) {
    grew = false;
    for (const file of candidates) {
      const list = referrers.get(file.path) ?? [];
      if (!testOnly.has(file.path) && list.length > 0 && list.every(byTests)) {
        testOnly.add(file.path);
        grew = true;
      }
    }
  }
  return candidates.map((file) => file.path).filter((file) => testOnly.has(file));
}
