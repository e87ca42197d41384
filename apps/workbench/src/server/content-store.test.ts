/**
 * The content store notices a file that appears after the workbench started (issue 45): a th file
 * moved away before the start and moved back (its own time unchanged, as `git checkout` or a copy
 * keeping times leaves it) is in the next model, so saves to its sections are not refused until
 * a restart; a file that goes away is noticed too.
 */
import { renameSync } from 'node:fs';
import path from 'node:path';
import { loadContent } from '@polyhedral/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTempContent, type TempContent } from '../../tests/temp-content.ts';
import { createContentStore } from './content-store.ts';

let temp: TempContent;
beforeAll(() => {
  temp = makeTempContent();
});
afterAll(() => temp.remove());

describe('content store', () => {
  it('picks up a file that appears after the start, and one that goes', () => {
    const model = loadContent({ root: temp.root });
    const file = model.files.find(
      (candidate) => candidate.collection === 'th' && candidate.sections.length > 1,
    )!;
    const id = file.sections[1]!.id;
    const away = path.join(temp.root, 'moved-away.md');
    renameSync(path.join(temp.root, file.file), away);
    const store = createContentStore(temp.root);
    expect(store.model().sections.get(id)?.th).toBeUndefined();
    renameSync(away, path.join(temp.root, file.file));
    expect(store.model().sections.get(id)?.th?.file).toBe(file.file);
    renameSync(path.join(temp.root, file.file), away);
    expect(store.model().sections.get(id)?.th).toBeUndefined();
    renameSync(away, path.join(temp.root, file.file));
  });
});
