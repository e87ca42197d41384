import { LOCALES, type Locale } from '@polyhedral/i18n/client';

/** A locale a reader can review in: every locale but English (the reference text). */
export type ReviewLocale = Exclude<Locale, 'en'>;

export const REVIEW_LOCALES: readonly ReviewLocale[] = LOCALES.filter(
  (locale): locale is ReviewLocale => locale !== 'en',
);

/** getStaticPaths entries for a review page or file (one per review locale). */
export const reviewLocalePaths = () => REVIEW_LOCALES.map((locale) => ({ params: { locale } }));

export function isReviewLocale(locale: string): locale is ReviewLocale {
  return (REVIEW_LOCALES as readonly string[]).includes(locale);
}

/** A rule ID (letters and digits, a letter first); the page fetches nothing for another `?section=`. */
export function isSectionId(value: string): boolean {
  return /^[A-Za-z][A-Za-z0-9]{0,119}$/.test(value);
}

/** The review page of a locale, opened on one section when `id` is given. */
export function reviewPagePath(locale: ReviewLocale, id?: string): string {
  return id === undefined ? `/${locale}/review/` : `/${locale}/review/?section=${encodeURIComponent(id)}`;
}

/**
 * A locale's review files: `index` (every reviewable section and the build's starting point),
 * `shared` (what every section checks against, fetched once), `reviewers` (the registered key IDs
 * and names) and `glossary` (the definitions a reader can review; empty where they are converted).
 */
export type ReviewFile = 'index' | 'shared' | 'reviewers' | 'glossary';

export const reviewFilePath = (locale: ReviewLocale, file: ReviewFile): string =>
  `/${locale}/review/${file}.json`;

/** One section's review data (reviewSectionData without the locale's shared part). */
export function reviewDataPath(locale: ReviewLocale, id: string): string {
  return `/${locale}/review/data/${id}.json`;
}

/** A definition's draft key, `glossary:<TermId>`: not the ID alone, as 21 term IDs are rule IDs too. */
export function definitionDraftId(term: string): string {
  return `glossary:${term}`;
}

/** The term a draft ID names (`glossary:<TermId>`), or null for a section's draft. */
export function termOfDraftId(id: string): string | null {
  return id.startsWith('glossary:') ? id.slice('glossary:'.length) : null;
}

/** The review page opened on a glossary term's definition (th and zh: zh-hant's are converted). */
export function definitionPagePath(locale: ReviewLocale, term: string): string {
  return `/${locale}/review/?glossary=${encodeURIComponent(term)}`;
}

/** Where a draft is opened again: its section, or its glossary definition. */
export function draftPagePath(locale: ReviewLocale, draftId: string): string {
  const term = termOfDraftId(draftId);
  return term === null ? reviewPagePath(locale, draftId) : definitionPagePath(locale, term);
}
