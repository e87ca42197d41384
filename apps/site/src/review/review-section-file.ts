/** A section's review data: the locale's shared.json (fetched once) and its own data/<RuleId>.json. */
import type { ReviewSectionData } from '@polyhedral/content/section-check';

/** The part of a section's check data that is the same for every section of a locale. */
export interface ReviewSharedFile {
  locale: ReviewSectionData['locale'];
  glossary: ReviewSectionData['check']['glossary'];
  knownRuleIds: ReviewSectionData['check']['knownRuleIds'];
  knownTermIds: ReviewSectionData['check']['knownTermIds'];
}

type SharedKey = 'glossary' | 'knownRuleIds' | 'knownTermIds';

/** `/<locale>/review/data/<RuleId>.json`: the section's review data without the locale's shared part. */
export type ReviewSectionFile = Omit<ReviewSectionData, 'check'> & {
  check: Omit<ReviewSectionData['check'], SharedKey>;
};

/** The locale's shared part and the section's own part of its review data. */
export function splitReviewSection(data: ReviewSectionData): {
  shared: ReviewSharedFile;
  section: ReviewSectionFile;
} {
  const { glossary, knownRuleIds, knownTermIds, ...check } = data.check;
  return {
    shared: { locale: data.locale, glossary, knownRuleIds, knownTermIds },
    section: { ...data, check },
  };
}

/** The section's review data again, from its own file and its locale's shared file. */
export function joinReviewSection(section: ReviewSectionFile, shared: ReviewSharedFile): ReviewSectionData {
  if (shared.locale !== section.locale) {
    throw new Error(`review data of ${section.locale} joined with ${shared.locale}'s shared data`);
  }
  const { glossary, knownRuleIds, knownTermIds } = shared;
  return { ...section, check: { ...section.check, glossary, knownRuleIds, knownTermIds } };
}
