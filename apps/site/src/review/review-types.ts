import type { SectionFinding } from '@polyhedral/content/section-check';
import type { ReviewLocale } from './review-paths.ts';

/** An entry of `/<locale>/review/index.json` (lib/review-data.ts writes it at build time). */
export interface ReviewIndexItem {
  id: string;
  title: string;
  chapter: string;
  state: 'draft' | 'reviewed' | 'stale' | 'missing';
  /** The rule page that shows the section, or null. */
  href: string | null;
}

/** `/<locale>/review/index.json`. */
export interface ReviewIndexFile {
  locale: ReviewLocale;
  /** `git:<commit>` of the content the site was built from, or null. */
  startingPoint: string | null;
  sections: ReviewIndexItem[];
}

/** `/<locale>/review/reviewers.json`: who may grant a review mark in the locale, as of this build. */
export interface ReviewReviewersFile {
  locale: ReviewLocale;
  reviewers: Array<{ name: string; keyId: string }>;
}

/** The review island's props: its locale and the messages it shows, resolved at build time. */
export interface ReviewPageProps {
  locale: ReviewLocale;
  /** The BCP 47 tag of the locale (intlLocale), given by the page so the island loads no locale table. */
  lang: string;
  /** The locale's language name (LANGUAGE_NAMES). */
  language: string;
  messages: Record<string, string>;
}

/** A definition's state on the site: reviewed (by whom, when, which text), changed since, or a draft. */
export type DefinitionReviewState =
  | { state: 'reviewed' | 'accepted' | 'changed'; by: string; on: string }
  | { state: 'draft' };

/** A glossary definition a reader can review: the term, its definitions and the hash of the one shown. */
export interface ReviewDefinitionItem {
  id: string;
  /** The term's name in the locale. */
  name: string;
  /** The English definition (the reference). */
  english: string;
  /** Full SHA-256 of the English definition (normalizeForHash): what a reviewer's approval signs as read. */
  englishRead: string;
  /** The locale's definition as the glossary holds it. */
  definition: string;
  /** SHA-256 (hex) of `definition`: the bundle's `start`. */
  start: string;
  /** Whether the definition shown is reviewed: its approval record verified at build (content's definitionReviews). */
  review: DefinitionReviewState;
}

/** `/<locale>/review/glossary.json`: the definitions written by hand in the locale (none in zh-hant). */
export interface ReviewGlossaryFile {
  locale: ReviewLocale;
  terms: ReviewDefinitionItem[];
}

/** A finding as listed: a section check's, or a definition's (`handback.glossary.*` code). */
export type ShownFinding = Omit<SectionFinding, 'code' | 'ruleId'> & { code: string };
