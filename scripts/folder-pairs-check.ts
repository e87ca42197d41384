/**
 * `pnpm lint`'s folder step: no two sibling folders whose source files import each other
 * (scripts/figures/folder-pairs.ts), beyond the pairs listed here. A listed pair may go, never be
 * joined by a new one: move the shared module to the lower floor (the types a folder reads, the
 * helper both use) rather than import back. A folder and its own sub-folder (a dispatcher and its
 * commands) are not held here.
 */
import { fileURLToPath } from 'node:url';
import { folderPairs, isParentAndChild } from './figures/folder-pairs.ts';
import { readSourceFiles } from './figures/source-files.ts';

/** The pairs left (issue 87: 14 at a443721, 5 after content's review folders were sorted into floors). */
export const KNOWN_PAIRS: readonly string[] = [
  'apps/site/src/browser <-> apps/site/src/calculators/shared',
  'packages/core/src/conditions <-> packages/core/src/rules',
  'packages/dice/src/distribution <-> packages/dice/src/evaluate',
  'packages/dice/src/evaluate <-> packages/dice/src/format',
];

/** The sibling pairs of a tree not in `known`, each as one line saying what to do. */
export function newFolderPairs(root: string, known: readonly string[] = KNOWN_PAIRS): string[] {
  return folderPairs(readSourceFiles(root))
    .filter((pair) => !isParentAndChild(pair) && !known.includes(pair))
    .map(
      (pair) =>
        `${pair}: these folders import each other (move what both need to one of them, or below both)`,
    );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const problems = newFolderPairs(fileURLToPath(new URL('..', import.meta.url)));
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) process.exit(1);
}
