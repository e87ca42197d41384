import { createHash } from 'node:crypto';
import * as tools from '@polyhedral/content/section-check';
import { approvalTextHash, makeReviewerKey } from '@polyhedral/content/trust';
import { describe, expect, it } from 'vitest';
import { DRAFT_ORIGINAL, reviewDraft } from '../../tests/support/review-draft.ts';
import type { ReviewDraft } from './review-drafts.ts';
import { handbackFiles } from './review-handback.ts';
import { signedApprovals } from './sign-drafts.ts';

const BUILD = `git:${'a'.repeat(40)}`;
const OLDER = `git:${'b'.repeat(40)}`;
const ORIGINAL = DRAFT_ORIGINAL;
/** The start hash the review data gives a section: SHA-256 of its text (an approval must match it). */
const START = createHash('sha256').update(ORIGINAL).digest('hex');

const draft = (overrides: Partial<ReviewDraft>) =>
  reviewDraft({ startingPoint: BUILD, start: START, ...overrides });

describe('the hand-back file of a reader', () => {
  const now = new Date(2026, 10, 26, 9, 30);

  it("names the file after the locale and the reader's date, and `content import` reads it", async () => {
    const files = await handbackFiles(
      tools,
      [draft({ markdown: '## การพัก {#Resting}\n\nข้อความที่แก้' }), draft({ id: 'HalfDamage', approved: true })],
      'นภา',
      now,
    );
    expect(files.map((file) => file.fileName)).toEqual([`handback-th-${tools.localCalendarDate(now)}.json`]);
    const parsed = tools.parseHandbackBundle(
      new TextEncoder().encode(tools.serializeHandbackBundle(files[0]!.bundle)),
    );
    expect(parsed.ok).toBe(true);
    const bundle = files[0]!.bundle;
    expect(bundle.startingPoint).toBe(BUILD);
    expect(bundle.sections.map((section) => [section.id, section.review])).toEqual([
      ['Resting', null],
      ['HalfDamage', { state: 'reviewed', by: 'นภา', date: '2026-11-26' }],
    ]);
    expect(bundle.sections[0]!.markdown).toContain('ข้อความที่แก้');
  });

  it('a corrected and approved draft hands back the corrected text with its signed approval of that text', async () => {
    const corrected = '## การพัก {#Resting}\n\nแก้ ';
    const approved = draft({ approved: true, markdown: corrected });
    const made = await makeReviewerKey({ extractable: false });
    const key = { v: 1 as const, ...made, name: 'นภา', made: '' };
    const approvals = await signedApprovals([approved], key, 'นภา', now, new Set([approved.id]));
    const [file] = await handbackFiles(tools, [approved], 'นภา', now, approvals);
    const [section] = file!.bundle.sections;
    expect(section!.markdown).toBe(corrected);
    expect(section!.approval?.textHash).toBe(await approvalTextHash(corrected.trim()));
    expect(section!.review).toEqual({ state: 'reviewed', by: 'นภา', date: '2026-11-26' });
    // A signed approval of the text as shown does not travel with a corrected text (it would not verify).
    const stale = await signedApprovals([draft({ approved: true })], key, 'นภา', now, new Set([approved.id]));
    await expect(handbackFiles(tools, [approved], 'นภา', now, stale)).rejects.toMatchObject({
      code: 'handback.bundle.approved-changed',
    });
  });

  it('one file per starting point; nothing for drafts with nothing done or no known start', async () => {
    const files = await handbackFiles(
      tools,
      [
        draft({ markdown: 'a' }),
        draft({ id: 'Older', startingPoint: OLDER, markdown: 'b' }),
        draft({ id: 'Untouched' }),
        draft({ id: 'Unknown', startingPoint: null, markdown: 'c' }),
      ],
      'x',
      now,
    );
    expect(
      files.map((file) => [file.fileName, file.bundle.startingPoint, file.bundle.sections.map((s) => s.id)]),
    ).toEqual([
      ['handback-th-2026-11-26.json', BUILD, ['Resting']],
      ['handback-th-2026-11-26-2.json', OLDER, ['Older']],
    ]);
  });

  it('refuses without a reviewer, as the import would', async () => {
    await expect(handbackFiles(tools, [draft({ markdown: 'a' })], '  ', now)).rejects.toThrow();
  });
});

describe('glossary definitions in the hand-back file', () => {
  const now = new Date(2026, 10, 26, 9, 30);
  const DEFINITION = 'สิ่งกีดขวางที่ทำให้โจมตีโดนยากขึ้น';
  const definitionDraft = async (overrides: Partial<ReviewDraft>) =>
    reviewDraft({
      id: 'glossary:Cover',
      title: 'นิยามในอภิธานศัพท์: ที่กำบัง',
      start: createHash('sha256').update(DEFINITION).digest('hex'),
      english: null,
      original: DEFINITION,
      markdown: DEFINITION,
      ...overrides,
    });

  it("go in the bundle's glossary list under their term, beside the section of the same ID", async () => {
    const [file] = await handbackFiles(
      tools,
      [
        draft({ id: 'Cover', markdown: '## ที่กำบัง {#Cover}\n\nแก้' }),
        await definitionDraft({ markdown: `${DEFINITION} แก้` }),
      ],
      'นภา',
      now,
    );
    expect(file!.bundle.sections.map((section) => section.id)).toEqual(['Cover']);
    expect(file!.bundle.glossary).toEqual([
      {
        term: 'Cover',
        start: createHash('sha256').update(DEFINITION).digest('hex'),
        text: `${DEFINITION} แก้`,
        review: null,
      },
    ]);
  });

  it('an approved definition carries the text shown, its mark and its signed approval', async () => {
    const made = await makeReviewerKey({ extractable: false });
    const approved = await definitionDraft({ approved: true });
    const key = { v: 1 as const, ...made, name: 'นภา', made: '' };
    // Signed as the page signs (sign-drafts.ts): over `glossary:Cover`, the subject the import verifies.
    const approvals = await signedApprovals([approved], key, 'นภา', now, new Set([approved.id]));
    expect(approvals['glossary:Cover']?.textHash).toBe(await approvalTextHash(DEFINITION));
    const [file] = await handbackFiles(tools, [approved], 'นภา', now, approvals);
    expect(file!.bundle.sections).toEqual([]);
    expect(file!.bundle.glossary?.[0]).toMatchObject({
      term: 'Cover',
      text: DEFINITION,
      review: { state: 'reviewed', by: 'นภา' },
      approval: approvals['glossary:Cover'],
    });
  });
});
