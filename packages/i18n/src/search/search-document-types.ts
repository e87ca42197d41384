/**
 * The search document: one per locale, built from the concept index (content/src/concepts), served
 * as the data API's `search` document and read by the site's search, the CLI and the MCP server
 * through searchSections. Data only.
 */
import type { FoldTable } from '../fold/fold-types.ts';
import type { Locale } from '../locale-list.ts';

/** A rule section as search finds it. */
export interface SearchSection {
  /** Its rule ID (the heading's anchor). */
  id: string;
  /** Its address on the locale's site: the page, at `#<ID>` unless it is the page's top. */
  path: string;
  /** Its title in every locale that has the section. */
  titles: Partial<Record<Locale, string>>;
  /** The glossary terms (IDs) this section defines. */
  defines: string[];
}

/** A glossary term as search finds it. */
export interface SearchTerm {
  id: string;
  /** Its glossary page on the locale's site. */
  path: string;
  /** The rule ID of the section that defines it, when the site has that section. */
  section: string | null;
  /** Its name in every locale. */
  names: Partial<Record<Locale, string>>;
  /** Other names a reader types (a Thai name without its nominalizer การ/ความ). */
  aliases: string[];
}

export interface SearchDocument {
  kind: 'search';
  locale: Locale;
  /** The fold a query goes through to meet the keys (cut down to this document's characters). */
  fold: FoldTable;
  /** Sections in book order. */
  sections: SearchSection[];
  terms: SearchTerm[];
}

/** What a query matched: the text as written and its locale. */
export interface SearchMatch {
  text: string;
  /** The locale of the matched name or title; null for a rule ID. */
  locale: Locale | null;
  /** The glossary term whose name matched, if it was a term's name. */
  term: string | null;
}

/** One result card. */
export interface SearchHit {
  kind: 'section' | 'term';
  id: string;
  path: string;
  /** The title (or term name) in the document's locale, English where the locale lacks it. */
  title: string;
  /** The English title or name (null when there is none). */
  english: string | null;
  matched: SearchMatch;
  /** 0..1, higher first. */
  score: number;
}
