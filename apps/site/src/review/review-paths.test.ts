import { describe, expect, it } from 'vitest';
import {
  definitionDraftId,
  draftPagePath,
  isReviewLocale,
  isSectionId,
  REVIEW_LOCALES,
  reviewDataPath,
  reviewFilePath,
  reviewPagePath,
  termOfDraftId,
} from './review-paths.ts';

describe('review paths', () => {
  it('reviews every locale but English, zh-hant spelt as in its URLs', () => {
    expect(REVIEW_LOCALES).toEqual(['th', 'zh', 'zh-hant']);
    expect(isReviewLocale('en')).toBe(false);
    expect(isReviewLocale('zh-hant')).toBe(true);
  });

  it('takes rule IDs only: a tampered ?section= never becomes a path', () => {
    expect(isSectionId('RhythmofPlay')).toBe(true);
    expect(isSectionId('Step1ChooseClass')).toBe(true);
    for (const bad of ['', '../../sw', 'a/b', '1Abc', 'Abc.json', 'Abc%2F', 'A'.repeat(121)]) {
      expect(isSectionId(bad), bad).toBe(false);
    }
  });

  it('names the page and the data of a section', () => {
    expect(reviewPagePath('th', 'D20Tests')).toBe('/th/review/?section=D20Tests');
    expect(reviewPagePath('zh-hant')).toBe('/zh-hant/review/');
    expect(reviewDataPath('zh', 'Combat')).toBe('/zh/review/data/Combat.json');
    expect(reviewFilePath('th', 'shared')).toBe('/th/review/shared.json');
  });

  it('keys a glossary definition apart from the rule of the same ID (Cover is both)', () => {
    expect(definitionDraftId('Cover')).toBe('glossary:Cover');
    expect(termOfDraftId('glossary:Cover')).toBe('Cover');
    expect(termOfDraftId('Cover')).toBeNull();
    expect(draftPagePath('th', 'glossary:Cover')).toBe('/th/review/?glossary=Cover');
    expect(draftPagePath('th', 'Cover')).toBe('/th/review/?section=Cover');
    expect(reviewFilePath('zh', 'glossary')).toBe('/zh/review/glossary.json');
  });
});
