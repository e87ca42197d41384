/** The folder step of `pnpm lint` on a small tree: a new sibling pair fails, a listed one and a parent and child pass. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { newFolderPairs } from './folder-pairs-check.ts';

const root = mkdtempSync(path.join(tmpdir(), 'polyhedral-folder-pairs-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function write(relative: string, text: string): void {
  const file = path.join(root, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

write('packages/app/package.json', '{}');
// model -> approvals (a type) and approvals -> model: a pair.
write(
  'packages/app/src/model/types.ts',
  "import type { Credit } from '../approvals/credit.ts';\nexport type Model = { credit: Credit };\n",
);
write(
  'packages/app/src/approvals/credit.ts',
  "import type { Model } from '../model/types.ts';\nexport type Credit = { of: Model };\n",
);
// cli -> cli/commands and back: a parent and its child, not held.
write('packages/app/src/cli/main.ts', "import { run } from './commands/run.ts';\nexport const main = run;\n");
write('packages/app/src/cli/commands/run.ts', "import { io } from '../io.ts';\nexport const run = io;\n");
write('packages/app/src/cli/io.ts', 'export const io = 1;\n');
// A test importing back does not make a pair.
write(
  'packages/app/src/write/save.ts',
  "import type { Model } from '../model/types.ts';\nexport const save = (m: Model) => m;\n",
);
write('packages/app/src/model/save.test.ts', "import { save } from '../write/save.ts';\nsave;\n");

describe('folder pairs importing each other', () => {
  it('a new pair of sibling folders is named, with what to do', () => {
    expect(newFolderPairs(root, [])).toEqual([
      'packages/app/src/approvals <-> packages/app/src/model: these folders import each other (move what both need to one of them, or below both)',
    ]);
  });

  it('a listed pair passes; a folder and its sub-folder and a test importing back are no pair', () => {
    expect(newFolderPairs(root, ['packages/app/src/approvals <-> packages/app/src/model'])).toEqual([]);
  });
});
