/**
 * Review resets on edit (issue 45), in a clone with real commits and in a `git archive` copy (the
 * zip download): a section reviewed by นภา and then changed (a save, an edit by hand in another
 * editor, an import of a hand-back file) is no longer credited to anyone: `content status`, the
 * page a reader sees and the history say "edited after review", and keep who reviewed which text
 * (its hash). Marking it reviewed again credits the new text.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  archiveContent,
  CLONE_TEST_TIMEOUT,
  captureCli,
  captureCliAsync,
  fullClone,
  maintainerOf,
  tempFolders,
} from '../../../test/support/test-support.ts';
import { importHandback } from '../../handback/import-handback.ts';
import { sectionHistory } from '../../history/section-history.ts';
import { loadContent } from '../../loader/load-content.ts';
import type { ContentModel } from '../../model/types.ts';
import { isStale } from '../../resolve/is-stale.ts';
import { resolvePage } from '../../resolve/resolve-page.ts';
import { saveSection } from '../../sections/save-section.ts';
import { sectionTextHash } from '../../sections/section-text-hash.ts';
import { reviewBlockers } from './review-blockers.ts';

const { temp, removeAll } = tempFolders();
afterAll(removeAll, CLONE_TEST_TIMEOUT);

const REVIEWER = 'นภา ผู้ตรวจ';
// A sentence with no quantity: one that starts something (เริ่มพัก) adds a turn's boundary the English lacks.
const ADDED = 'ผู้เล่นควรบอกผู้คุมเกมเมื่อตัวละครพัก';

/** Three drafted th sections the gate lets through (not stale, no error), in different files. */
function threeDrafts(model: ContentModel): string[] {
  const picked: string[] = [];
  const files = new Set<string>();
  for (const [id, entry] of model.sections) {
    const local = entry.th;
    if (local?.review !== 'draft' || local.intro || !entry.en || isStale(model, 'th', id)) continue;
    if (files.has(local.file) || reviewBlockers(model, 'th', id).length > 0) continue;
    picked.push(id);
    files.add(local.file);
    if (picked.length === 3) return picked;
  }
  throw new Error('fewer than three reviewable th drafts');
}

interface StatusJson {
  locales: {
    th: {
      ids: Record<string, string[]>;
      reviewers: Record<string, unknown>;
      earlierReviews: Record<string, { by: string; on: string; text: string }>;
      acceptances: Record<string, { by: string; on: string; acceptedBy: string | null }>;
    };
  };
}

function status(root: string): StatusJson {
  const run = captureCli(root, 'status', '--json');
  expect(run.code).toBe(0);
  return JSON.parse(run.out) as StatusJson;
}

async function reviewResetsIn(root: string): Promise<void> {
  const ids = threeDrafts(loadContent({ root }));
  const before = loadContent({ root });
  await maintainerOf(root);
  const reviewed = await captureCliAsync(root, 'review', 'th', ...ids, '--reviewer', REVIEWER);
  expect(reviewed.err).toBe('');
  expect(reviewed.code).toBe(0);
  const marked = status(root);
  for (const id of ids) {
    expect(marked.locales.th.ids.accepted).toContain(id);
    expect(marked.locales.th.acceptances[id]).toMatchObject({ by: REVIEWER });
  }
  const [saved, byHand, imported] = ids as [string, string, string];
  const text = (id: string) => before.sections.get(id)!.th!.markdown;
  // 1. A save with an added sentence.
  const model = loadContent({ root });
  const save = saveSection(model, 'th', saved, `${text(saved)} ${ADDED}`, {
    base: sectionTextHash(text(saved)),
  });
  expect(save.ok).toBe(true);
  // 2. An edit by hand in another editor.
  const handFile = path.join(root, before.sections.get(byHand)!.th!.file);
  const source = readFileSync(handFile, 'utf8');
  writeFileSync(handFile, source.replace(text(byHand), `${text(byHand)} ${ADDED}`));
  // 3. An import of a hand-back file that changes the text.
  const result = await importHandback(root, {
    format: 'polyhedral-handback',
    version: 1,
    locale: 'th',
    exported: '2026-11-26T09:00:00.000Z',
    startingPoint: 'test',
    sections: [
      {
        id: imported,
        start: sectionTextHash(text(imported)),
        english: before.sections.get(imported)!.en!.hash,
        markdown: `${text(imported)} ${ADDED}`,
        review: null,
      },
    ],
  });
  expect(result.refused).toBeNull();
  expect(result.written).toBe(true);

  const after = loadContent({ root });
  const now = status(root);
  for (const id of ids) {
    const section = after.sections.get(id)!.th!;
    // Nobody is credited for the text now ...
    expect(section.review).toBe('edited');
    expect(section.reviewer).toBeUndefined();
    expect(now.locales.th.ids.reviewed).not.toContain(id);
    expect(now.locales.th.reviewers[id]).toBeUndefined();
    expect(now.locales.th.ids.edited).toContain(id);
    expect(now.locales.th.ids.draft).toContain(id);
    // ... a reader sees a draft ...
    const page = resolvePage(after, 'th', section.pageId)!;
    expect(page.find((shown) => shown.id === id)!.draft).toBe(true);
    // ... and the earlier review stays on record with the hash of the text that was read.
    const earlier = { by: REVIEWER, text: sectionTextHash(text(id)) };
    expect(now.locales.th.earlierReviews[id]).toMatchObject(earlier);
    expect(sectionHistory(after, 'th', id).review).toMatchObject({ state: 'edited', ...earlier });
  }
  const printed = captureCli(root, 'status');
  expect(printed.out).toMatch(
    new RegExp(
      `th edited after review .*${saved} \\(by ${REVIEWER} on \\d{4}-\\d{2}-\\d{2}, text [0-9a-f]{12}\\)`,
    ),
  );
  // Accepted again (the maintainer on สมชาย's behalf): the new text is credited, as an acceptance.
  expect((await captureCliAsync(root, 'review', 'th', saved, '--reviewer', 'สมชาย')).code).toBe(0);
  const again = loadContent({ root }).sections.get(saved)!.th!;
  expect(again.review).toBe('accepted');
  expect(again.reviewer?.by).toBe('สมชาย');
  expect(again.lastReview?.text).toBe(sectionTextHash(again.markdown));
}

describe('review resets on edit', () => {
  it(
    'in a clone with real commits',
    async () => {
      const clone = fullClone(path.join(temp('clone'), 'repo'));
      await reviewResetsIn(path.join(clone, 'content'));
    },
    CLONE_TEST_TIMEOUT,
  );

  it(
    'in a git archive copy (zip download)',
    async () => {
      await reviewResetsIn(archiveContent(temp('zip')));
    },
    CLONE_TEST_TIMEOUT,
  );
});
