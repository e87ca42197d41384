/**
 * Issue 98, Lows: with `approvals/` full, a corrected and approved section's import wrote the text
 * and then said "Nothing was changed"; with the section's folder full, the import wrote the queue's
 * entries and said the same. A fault part-way now names what was written (files-written.ts), in
 * en, th and zh; a fault before any write still says "Nothing was changed".
 */
import * as fs from 'node:fs';
import path from 'node:path';
import { createTranslator } from '@polyhedral/i18n';
import { afterEach, describe, expect, it } from 'vitest';
import { withFullDiskFs } from '../../test/support/full-disk-fs.ts';
import {
  committedFixture,
  correctionBundle,
  gitAsTest,
  testReviewer,
} from '../../test/support/test-support.ts';
import { loadContent } from '../loader/load-content.ts';
import { serializeHandbackBundle } from './handback-bundle.ts';
import { signBundle } from './sign-bundle.ts';

/** Writes under this folder fail as on a full disk (null: none). */
const fault = { under: null as string | null };

let captureCliAsync: typeof import('../../test/support/test-support.ts').captureCliAsync;
withFullDiskFs(
  (target) => fault.under !== null && target.startsWith(fault.under),
  async () => {
    ({ captureCliAsync } = await import('../../test/support/test-support.ts'));
  },
);
afterEach(() => {
  fault.under = null;
});

const ID = 'D20Tests';
const TODAY = '2026-11-27';

/** A repository with a registered reviewer, and a hand-back of `ID` corrected (and approved by them when `approved`). */
async function correctedBundle(
  approved: boolean,
): Promise<{ root: string; bundleFile: string; file: string }> {
  const root = committedFixture();
  const reviewer = await testReviewer('Lin Mei', ['th'], root);
  gitAsTest(root, 'add', '-A');
  gitAsTest(root, 'commit', '-q', '-m', 'registered');
  const model = loadContent({ root });
  const corrected = correctionBundle(model, ID, (text) => `${text} ปัดขึ้นเสมอ`);
  const englishOf = (id: string) => model.sections.get(id)?.en?.markdown ?? null;
  const bundle = approved
    ? await signBundle(corrected, reviewer, TODAY, { ids: new Set([ID]), englishOf })
    : corrected;
  const bundleFile = path.join(fs.mkdtempSync(path.join(root, '..', 'bundle-')), 'handback.json');
  fs.writeFileSync(bundleFile, serializeHandbackBundle(bundle));
  return { root, bundleFile, file: model.sections.get(ID)!.th!.file };
}

const NOTHING_CHANGED = /Nothing was changed/;

describe('a full disk part-way through an import says what was written', () => {
  it('approvals/ full after the corrected text was written: the text file is named', async () => {
    const { root, bundleFile, file } = await correctedBundle(true);
    fault.under = path.join(root, 'approvals');
    const result = await captureCliAsync(root, 'import', bundleFile);
    fault.under = null;
    expect(result.code).toBe(2);
    expect(fs.readFileSync(path.join(root, file), 'utf8')).toContain('ปัดขึ้นเสมอ');
    expect(result.err).not.toMatch(NOTHING_CHANGED);
    expect(result.err).toContain('the disk is full (ENOSPC), after these files of this step were written');
    expect(result.err).toContain(file);
  });

  it("the section's folder full after the queue was written: the queue file is named", async () => {
    const { root, bundleFile, file } = await correctedBundle(false);
    fault.under = path.join(root, 'th');
    const result = await captureCliAsync(root, 'import', bundleFile);
    fault.under = null;
    expect(result.code).toBe(2);
    expect(fs.readFileSync(path.join(root, file), 'utf8')).not.toContain('ปัดขึ้นเสมอ');
    expect(result.err).not.toMatch(NOTHING_CHANGED);
    expect(result.err).toContain('suggestions/th.json');
  });

  it('a fault before any write still says nothing was changed', async () => {
    const { root, bundleFile } = await correctedBundle(false);
    fault.under = path.join(root, 'suggestions');
    const result = await captureCliAsync(root, 'import', bundleFile);
    fault.under = null;
    expect(result.code).toBe(2);
    expect(result.err).toMatch(NOTHING_CHANGED);
  });

  it('says so in en, th and zh', () => {
    for (const locale of ['en', 'th', 'zh'] as const) {
      const { t } = createTranslator(locale);
      for (const kind of ['disk-full', 'read-only', 'no-permission', 'io-error'] as const) {
        const key = `content.fault.${kind}-after-writes` as const;
        const line = t(key, { file: 'f', errno: 'E', written: 'suggestions/th.json' });
        expect(line, `${locale} ${kind}`).toContain('suggestions/th.json');
        expect(line, `${locale} ${kind}`).not.toContain(key);
      }
    }
  });
});
