/**
 * A full disk while a correction and its approval are accepted in one step (issue 88, Low list):
 * the correction's text was written, then the acceptance record could not be, and the command said
 * "Nothing was changed". Now the section's file is put back as it was when the record cannot be
 * written (restore-on-fault.ts): the message is true, the entry stays queued, and accepting again
 * once there is space carries it out. When the file cannot be put back either, the command says the
 * text stayed (en, th, zh), exit 2.
 */
import * as fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { withFullDiskFs } from '../../test/support/full-disk-fs.ts';
import {
  committedFixture,
  correctionBundle,
  gitAsTest,
  maintainerOf,
} from '../../test/support/test-support.ts';
import { loadContent } from '../loader/load-content.ts';

/**
 * Writes under these folders, or to these very files, fail as on a full disk (none: no fault);
 * `next`: folders that fill once a first write failed (the disk full from then on).
 */
const fault = { under: [] as string[], files: [] as string[], next: [] as string[] };

function isFull(target: string): boolean {
  const hit = fault.files.includes(target) || fault.under.some((folder) => target.startsWith(folder));
  if (hit) fault.under.push(...fault.next.splice(0));
  return hit;
}

let captureCliAsync: typeof import('../../test/support/test-support.ts').captureCliAsync;
let importHandback: typeof import('../handback/import-handback.ts').importHandback;

withFullDiskFs(isFull, async () => {
  ({ captureCliAsync } = await import('../../test/support/test-support.ts'));
  ({ importHandback } = await import('../handback/import-handback.ts'));
});

afterEach(() => {
  fault.under = [];
  fault.files = [];
  fault.next = [];
});

const ID = 'D20Tests';

/** A repository with D20Tests corrected and approved in a hand-back, queued but its text not written yet. */
async function queuedNotWritten() {
  const root = committedFixture();
  const bundle = {
    ...correctionBundle(loadContent({ root }), ID, (text) => `${text} ปัดขึ้นเสมอ`),
    // Its copy began at HEAD, so whether the English changed since can be told (english-at-start.ts).
    startingPoint: `git:${gitAsTest(root, 'rev-parse', 'HEAD').trim()}`,
  };
  const review = { state: 'reviewed' as const, by: 'Lin Mei', date: '2026-11-26' };
  // The import's own disk filled after the queue was written: the correction queued, not written.
  fault.under = [path.join(root, 'th')];
  await importHandback(
    root,
    { ...bundle, sections: [{ ...bundle.sections[0]!, review }] },
    { today: '2026-11-27' },
  ).catch(() => undefined);
  fault.under = [];
  const before = fs.readFileSync(path.join(root, loadContent({ root }).sections.get(ID)!.th!.file));
  expect(before.toString()).not.toContain('ปัดขึ้นเสมอ');
  await maintainerOf(root);
  return { root, before };
}

const fileOf = (root: string) => path.join(root, loadContent({ root }).sections.get(ID)!.th!.file);

describe('a full disk while a correction and its approval are accepted', () => {
  it('the record refused: the file put back byte for byte, "Nothing was changed" true, the entry still queued', async () => {
    const { root, before } = await queuedNotWritten();
    fault.under = [path.join(root, 'approvals')];
    const full = await captureCliAsync(root, 'suggestions', 'accept', 'th', ID);
    fault.under = [];
    expect(full.code).toBe(2);
    expect(full.err).toContain('Nothing was changed');
    expect(fs.readFileSync(fileOf(root))).toEqual(before);
    expect((await captureCliAsync(root, 'suggestions', 'th')).out).toContain('1 suggestion pending');

    const again = await captureCliAsync(root, 'suggestions', 'accept', 'th', ID);
    expect(again.err).toBe('');
    expect(again.code).toBe(0);
    expect(loadContent({ root }).sections.get(ID)!.th!).toMatchObject({
      review: 'accepted',
      reviewer: { kind: 'maintainer-acceptance', by: 'Lin Mei' },
    });
  });

  // Issue 88 review: the file was put back in place; a disk that filled during that write cut it
  // short (here: emptied it) while the command said the corrected text stayed.
  it('the file cannot be put back either: it is left whole (never cut short), and the command says the text stayed', async () => {
    const { root } = await queuedNotWritten();
    const file = fileOf(root);
    // The record's folder is full; once it failed, so is the section's folder (the put-back's write).
    fault.under = [path.join(root, 'approvals')];
    fault.next = [path.dirname(file)];
    const full = await captureCliAsync(root, 'suggestions', 'accept', 'th', ID);
    fault.under = [];
    fault.next = [];
    expect(full.code).toBe(2);
    expect(fs.readFileSync(file, 'utf8')).toContain('ปัดขึ้นเสมอ');
    expect(full.err).not.toContain('Nothing was changed');
    expect(full.err).toContain('the corrected text was written');
    expect(loadContent({ root }).sections.get(ID)!.th!.markdown).toContain('ปัดขึ้นเสมอ');
    // No temporary copy left beside it.
    expect(fs.readdirSync(path.dirname(file)).filter((name) => name.endsWith('.tmp'))).toEqual([]);
    expect((await captureCliAsync(root, 'suggestions', 'th')).out).toContain('1 suggestion pending');
  });
});
