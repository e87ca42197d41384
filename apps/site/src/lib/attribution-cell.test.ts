/**
 * The attribution page's columns and cells (issue 88 replay): a signed zh-Hant review of a
 * hand-written zh-hant section, and a zh-Hant maintainer acceptance, showed on the rule page and in
 * the API but on no attribution page (its columns were English and the translated locales only).
 * Every locale is a column now; a converted zh-hant section is marked converted and credits nobody.
 */
import type { ContentModel, Provenance } from '@polyhedral/content';
import { LOCALES } from '@polyhedral/i18n';
import { describe, expect, it } from 'vitest';
import { ATTRIBUTION_COLUMNS, attributionCell } from './attribution-reviewer.ts';

const SRD: Provenance = { source: 'srd-5.2-zh', license: 'CC-BY-4.0', open: true };
const REVIEW = { kind: 'review', by: '林審校', on: '2026-11-28' } as const;
const ACCEPTANCE = { kind: 'maintainer-acceptance', by: '陳小明', on: '2026-11-28' } as const;

/** Three zh-hant sections: one reviewed by hand, one accepted by the maintainer, one converted from a reviewed zh section. */
const model = {
  sections: new Map<string, Record<string, unknown>>([
    ['Reviewed', { 'zh-hant': { review: 'reviewed', reviewer: REVIEW } }],
    ['Accepted', { 'zh-hant': { review: 'accepted', reviewer: ACCEPTANCE } }],
    [
      'Converted',
      {
        zh: { review: 'reviewed', reviewer: REVIEW },
        'zh-hant': { review: 'reviewed', reviewer: REVIEW, convertedFrom: 'zh' },
      },
    ],
  ]),
} as unknown as ContentModel;
const provenance = {
  zh: { Converted: SRD },
  'zh-hant': { Reviewed: SRD, Accepted: SRD, Converted: { ...SRD, convertedFrom: 'zh' as const } },
};

describe('attribution columns and cells', () => {
  it('has a column for every locale, zh-Hant included, in LOCALES order', () => {
    expect(ATTRIBUTION_COLUMNS).toEqual(['en', 'th', 'zh', 'zh-hant']);
    expect(ATTRIBUTION_COLUMNS).toEqual(LOCALES);
  });

  it('credits a signed zh-Hant review and a zh-Hant acceptance of hand-written zh-Hant text', () => {
    expect(attributionCell(model, provenance, 'zh-hant', 'Reviewed')).toEqual({
      provenance: SRD,
      converted: false,
      reviewer: REVIEW,
    });
    expect(attributionCell(model, provenance, 'zh-hant', 'Accepted')).toEqual({
      provenance: SRD,
      converted: false,
      reviewer: ACCEPTANCE,
    });
  });

  it('shows converted zh-Hant text as converted and credits nobody, while zh keeps its own credit', () => {
    expect(attributionCell(model, provenance, 'zh-hant', 'Converted')).toEqual({
      provenance: { ...SRD, convertedFrom: 'zh' },
      converted: true,
    });
    expect(attributionCell(model, provenance, 'zh', 'Converted')).toEqual({
      provenance: SRD,
      converted: false,
      reviewer: REVIEW,
    });
  });
});
