/**
 * What the site's review page is given, as plain JSON: the list of sections a reader of a locale
 * can review (reviewIndex) and, per section, everything its editor needs (reviewSectionData).
 * Made in Node at build time (review/page/); read in the browser.
 */
import type { CountedState } from '../status/counted-state.ts';
import type { SectionCheckInput } from './section-check-types.ts';

/**
 * The state a reader is shown, as the rule page shows it: `draft` (drafted here, edited text
 * included: awaits a native reviewer), `reviewed` (its present text reviewed), `current` (from a
 * source translation: no review mark), `converted` (zh-hant converted by machine from zh: nobody
 * reviewed it), `stale` (made from an older English text) and `missing`.
 */
export type ReviewState = 'draft' | 'reviewed' | 'accepted' | 'current' | 'converted' | 'stale' | 'missing';

export interface ReviewIndexEntry {
  id: string;
  /** The section's title in the locale (English when it is missing there). */
  title: string;
  /** The chapter folder of its page (`playing-the-game`, ...). */
  chapter: string;
  state: ReviewState;
  /** The state as `content status` counts it (`current`: a source translation, no review mark). */
  counted: CountedState;
  /** The rule page the site shows it on: `/<locale>/rules/<page>/#<id>`. */
  page: string;
  /** A zh-hant section whose text is converted from zh by machine (nobody wrote it in zh-Hant). */
  converted?: true;
}

export interface ReviewSectionData {
  id: string;
  locale: SectionCheckInput['locale'];
  title: string;
  /** The English section (null: a section written only in this locale). */
  /** `read`: the full SHA-256 of the English (englishTextHash): what a signed approval names as the English read. */
  english: { markdown: string; hash: string; read: string; depth: number; intro: boolean } | null;
  translation: {
    /** The text the reader starts from (empty when the section is missing). */
    markdown: string;
    /** sectionTextHash of that text (a bundle's `start`); null when the section is missing. */
    start: string | null;
    /** zh-hant: the text is converted from zh by machine (`start` is the generated text's hash). */
    converted?: true;
    state: ReviewState;
    depth: number;
    intro: boolean;
  };
  /** The checks' data: the browser calls checkSectionText({ ...check, translation: { markdown, depth } }). */
  check: Omit<SectionCheckInput, 'translation'>;
  /** The glossary terms the English section links or names, with their names in the locale. */
  terms: Array<{ id: string; en: string; local: string | null; avoid: string[] }>;
}
