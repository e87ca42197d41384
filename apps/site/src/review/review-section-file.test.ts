import type { ReviewSectionData } from '@polyhedral/content/section-check';
import { describe, expect, it } from 'vitest';
import { joinReviewSection, splitReviewSection } from './review-section-file.ts';

const data: ReviewSectionData = {
  id: 'Dice',
  locale: 'th',
  title: 'ลูกเต๋า',
  english: {
    markdown: '## Dice {#Dice}\n\nRoll 1d20.',
    hash: 'e',
    read: 'e'.repeat(64),
    depth: 2,
    intro: false,
  },
  translation: {
    markdown: '## ลูกเต๋า {#Dice}\n\nทอย 1d20',
    start: 's',
    state: 'draft',
    depth: 2,
    intro: false,
  },
  check: {
    id: 'Dice',
    locale: 'th',
    english: { markdown: '## Dice {#Dice}\n\nRoll 1d20.', depth: 2 },
    exceptions: {},
    glossary: { terms: [] } as unknown as ReviewSectionData['check']['glossary'],
    knownRuleIds: ['Dice', 'D20Tests'],
    knownTermIds: ['Advantage'],
  },
  terms: [{ id: 'Advantage', en: 'Advantage', local: 'ได้เปรียบ', avoid: [] }],
};

describe('review section files', () => {
  it('keeps the glossary and known IDs out of the section file and joins them back', () => {
    const { shared, section } = splitReviewSection(data);
    expect(Object.keys(section.check).sort()).toEqual(['english', 'exceptions', 'id', 'locale']);
    expect(shared).toEqual({
      locale: 'th',
      glossary: data.check.glossary,
      knownRuleIds: ['Dice', 'D20Tests'],
      knownTermIds: ['Advantage'],
    });
    expect(joinReviewSection(section, shared)).toEqual(data);
  });

  it("refuses another locale's shared data", () => {
    const { shared, section } = splitReviewSection(data);
    expect(() => joinReviewSection(section, { ...shared, locale: 'zh' })).toThrow(/th.*zh/);
  });
});
