import { approvalTextHash } from '@polyhedral/content/review-trust';
import { describe, expect, it } from 'vitest';
import type { ReviewDraft } from './review-drafts.ts';
import { answer } from './section-check.worker.ts';

const ORIGINAL = '## การพัก {#Resting}\n\nข้อความเดิม';

function draft(overrides: Partial<ReviewDraft>): ReviewDraft {
  return {
    v: 1,
    locale: 'th',
    id: 'Resting',
    title: 'การพัก',
    startingPoint: `git:${'a'.repeat(40)}`,
    start: approvalTextHash(ORIGINAL),
    english: '2'.repeat(12),
    original: ORIGINAL,
    markdown: `${ORIGINAL} แก้`,
    approved: false,
    savedAt: '2026-11-26T12:00:00.000Z',
    ...overrides,
  };
}

describe("the checks' worker", () => {
  it('leaves out by rule ID a draft no file can carry (a 280 KB text); the others go in the file', () => {
    const huge = draft({
      id: 'HalfDamage',
      title: 'ครึ่งหนึ่ง',
      markdown: `${ORIGINAL}\n\n${'ก'.repeat(95_000)}`,
    });
    const reply = answer({
      id: 1,
      kind: 'handback',
      drafts: [draft({}), huge],
      reviewer: 'นภา',
      now: '2026-11-26T12:00:00.000Z',
      approvals: {},
    });
    expect(reply.ok).toBe(true);
    if (!reply.ok || reply.kind !== 'handback') return;
    expect(reply.refused.map((entry) => entry.id)).toEqual(['HalfDamage']);
    expect(reply.files).toHaveLength(1);
    expect(reply.files[0]!.bundle.sections.map((section) => section.id)).toEqual(['Resting']);
    expect(JSON.parse(reply.files[0]!.text).sections[0].id).toBe('Resting');
  });

  it('answers a refusal as { code, params }, never a throw', () => {
    const reply = answer({
      id: 2,
      kind: 'handback',
      drafts: [draft({ markdown: `${ORIGINAL} \ud800` })],
      reviewer: 'นภา',
      now: '2026-11-26T12:00:00.000Z',
      approvals: {},
    });
    // A lone surrogate (a broken character) cannot go in a file: refused by name, no file.
    expect(reply).toMatchObject({ ok: true, kind: 'handback', files: [] });
    if (reply.ok && reply.kind === 'handback') {
      expect(reply.refused[0]).toMatchObject({ id: 'Resting', problem: { code: 'handback.bundle.invalid' } });
    }
  });
});
