/**
 * The reader's hand-back bundle (issue 48): a corrected section is a draft (no review mark), an
 * approved one carries `{ state: 'reviewed', by, date }`; the bundle is what `content import`
 * parses, and a bundle it would refuse (no name, a bad date, a bad starting hash) is never made.
 */
import { describe, expect, it } from 'vitest';
import { parseHandbackBundle, serializeHandbackBundle } from '../handback/handback-bundle.ts';
import { sha256Hex } from '../text/sha256-hex.ts';
import { buildReaderHandback, ReaderHandbackError, type ReaderHandbackInput } from './reader-handback.ts';

const START = 'a'.repeat(64);
const SHOWN = '## ทีละอย่าง {#OneThingataTime}\n\nเดิม';
const input: ReaderHandbackInput = {
  locale: 'th',
  startingPoint: `git:${'0123456789abcdef'.repeat(2)}01234567`,
  reviewer: '  สมชาย ใจดี ',
  date: '2026-11-26',
  exported: '2026-11-26T10:00:00.000Z',
  sections: [
    {
      id: 'RhythmofPlay',
      start: START,
      english: '123456789abc',
      markdown: '## จังหวะ {#RhythmofPlay}\n\nแก้แล้ว',
      approved: false,
    },
    {
      id: 'OneThingataTime',
      start: await sha256Hex(SHOWN),
      english: '123456789abc',
      markdown: SHOWN,
      approved: true,
    },
  ],
};

/** A well-formed approval (its signature is the import's to verify, not the bundle builder's). */
const APPROVAL = {
  textHash: 'b'.repeat(64),
  englishHash: 'c'.repeat(64),
  date: '2026-11-26',
  reviewer: 'สมชาย ใจดี',
  keyId: '0123456789abcdef',
  signature: 'A'.repeat(86),
};

describe('buildReaderHandback', () => {
  it('marks only the approved section reviewed, by the reader, on the date given', async () => {
    const bundle = await buildReaderHandback(input);
    expect(bundle.sections.map((section) => section.review)).toEqual([
      null,
      { state: 'reviewed', by: 'สมชาย ใจดี', date: '2026-11-26' },
    ]);
    const parsed = parseHandbackBundle(new TextEncoder().encode(serializeHandbackBundle(bundle)));
    expect(parsed).toEqual({ ok: true, bundle });
  });

  it('carries glossary definitions, corrected and approved, as the import reads them', async () => {
    const shown = 'การทอยด้วยความได้เปรียบ';
    const start = await sha256Hex(shown);
    const bundle = await buildReaderHandback({
      ...input,
      sections: [],
      glossary: [
        { term: 'Advantage', start, text: `${shown} แก้แล้ว`, approved: false },
        { term: 'Disadvantage', start, text: shown, approved: true },
      ],
    });
    expect(bundle.glossary).toEqual([
      { term: 'Advantage', start, text: `${shown} แก้แล้ว`, review: null },
      {
        term: 'Disadvantage',
        start,
        text: shown,
        review: { state: 'reviewed', by: 'สมชาย ใจดี', date: '2026-11-26' },
      },
    ]);
    expect(parseHandbackBundle(new TextEncoder().encode(serializeHandbackBundle(bundle)))).toEqual({
      ok: true,
      bundle,
    });
    // A corrected definition may be approved in the same Send (an unsigned mark: a suggestion).
    const corrected = await buildReaderHandback({
      ...input,
      glossary: [{ term: 'Advantage', start, text: `${shown} x`, approved: true }],
    });
    expect(corrected.glossary?.[0]?.review).toEqual({
      state: 'reviewed',
      by: 'สมชาย ใจดี',
      date: '2026-11-26',
    });
  });

  it('keeps a zh-hant section converted by machine marked so', async () => {
    const bundle = await buildReaderHandback({
      ...input,
      locale: 'zh-hant',
      sections: [{ ...input.sections[0]!, converted: true }],
    });
    expect(bundle.sections[0]!.converted).toBe(true);
  });

  it('refuses what the import would refuse, with a code to show in the reader language', async () => {
    const refusal = async (changed: Partial<ReaderHandbackInput>) => {
      try {
        await buildReaderHandback({ ...input, ...changed });
        return null;
      } catch (error) {
        return error instanceof ReaderHandbackError ? { code: error.code, params: error.params } : error;
      }
    };
    expect(await refusal({ reviewer: '   ' })).toEqual({ code: 'handback.bundle.no-reviewer', params: {} });
    // A signed approval must be of the very text sent (the corrected one, after correct and approve).
    const corrected = { ...input.sections[1]!, markdown: `${SHOWN} แก้` };
    const signedShown = { ...APPROVAL, textHash: await sha256Hex(SHOWN) };
    expect(await refusal({ sections: [{ ...corrected, approval: signedShown }] })).toEqual({
      code: 'handback.bundle.approved-changed',
      params: { id: 'OneThingataTime' },
    });
    const signedCorrected = { ...APPROVAL, textHash: await sha256Hex(`${SHOWN} แก้`) };
    expect(await refusal({ sections: [{ ...corrected, approval: signedCorrected }] })).toBeNull();
    // Line endings, trailing spaces and surrounding blank lines are not a change (the import writes the text so).
    expect(
      await refusal({
        sections: [
          { ...corrected, markdown: `\r\n${SHOWN.replace(/\n/g, ' \r\n')} แก้\n`, approval: signedCorrected },
        ],
      }),
    ).toBeNull();
    expect(await refusal({ date: '2026-02-31' })).toEqual({
      code: 'handback.bundle.invalid',
      params: { path: 'sections.1.review.date' },
    });
    expect(await refusal({ sections: [{ ...input.sections[0]!, start: 'not-a-hash' }] })).toEqual({
      code: 'handback.bundle.invalid',
      params: { path: 'sections.0.start' },
    });
  });
});
