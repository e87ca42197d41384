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
