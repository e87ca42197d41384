import { describe, expect, it } from 'vitest';
import { DRAFT_ORIGINAL, reviewDraft } from '../../tests/support/review-draft.ts';
import type { ReviewDraft } from './review-drafts.ts';
import { answer } from './section-check.worker.ts';

const ORIGINAL = DRAFT_ORIGINAL;

const draft = (overrides: Partial<ReviewDraft>) => reviewDraft({ markdown: `${ORIGINAL} แก้`, ...overrides });

describe("the checks' worker", () => {
  it('leaves out by rule ID a draft no file can carry (a 280 KB text); the others go in the file', async () => {
    const huge = draft({
      id: 'HalfDamage',
      title: 'ครึ่งหนึ่ง',
      markdown: `${ORIGINAL}\n\n${'ก'.repeat(95_000)}`,
    });
    const reply = await answer({
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

  it('answers a refusal as { code, params }, never a throw', async () => {
    const reply = await answer({
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

  it("holds a definition's numbers to the English definition it is given (issue 86: DC 10 written DC 11)", async () => {
    // Malnutrition (SRD 5.2 Rules Glossary): a DC 10 Constitution saving throw.
    const english = 'A creature that eats too little must succeed on a DC 10 Constitution saving throw.';
    const ask = (text: string, withEnglish: boolean) =>
      answer({
        id: 3,
        kind: 'definition',
        locale: 'th',
        text,
        glossary: { terms: [] },
        ...(withEnglish ? { english } : {}),
      });
    expect(await ask('สิ่งมีชีวิตที่กินน้อยเกินไปต้องทอยป้องกันความอดทน DC 10 ให้สำเร็จ', true)).toMatchObject({
      problem: null,
    });
    expect(await ask('สิ่งมีชีวิตที่กินน้อยเกินไปต้องทอยป้องกันความอดทน DC 11 ให้สำเร็จ', true)).toMatchObject({
      problem: { code: 'content.qa.number-changed', params: { expected: '10', found: '11' } },
    });
  });
});
