/**
 * The typed content model: files, sections and pages of the rules text in every locale.
 * Data only; the loader builds it and resolve/ reads it.
 */
import {
  DERIVED_LOCALES,
  type DerivedLocale,
  isTranslatedLocale,
  LOCALES,
  type Locale,
  TRANSLATED_LOCALES,
  type TranslatedLocale,
  type WrittenLocale,
} from '@polyhedral/i18n';
import type { Diagnostic } from '../findings/diagnostic.ts';
import type { FrontMatter, SectionReviewState } from '../front-matter/schema.ts';
import type { ContentSources } from '../sources/load-sources.ts';
import type { LostReview, ReviewCredit, WithdrawnReview } from './review-credit.ts';

/**
 * Locales of the rules text (the site's locales, @polyhedral/i18n); English is the reference. A
 * derived locale's folder (content/zh-hant/) holds only hand-written sections; the rest of its text is
 * made from its source locale's by `withDerivedLocales` (derive/derive-locales.ts).
 */
export const CONTENT_LOCALES: readonly Locale[] = LOCALES;
export type ContentLocale = Locale;
/** A locale with text of its own beside English: translated (th, zh) or derived (zh-hant). */
export type ReaderLocale = Exclude<ContentLocale, 'en'>;
export type { DerivedLocale, WrittenLocale };
/** Locales translated from the English text (@polyhedral/i18n). */
export { isTranslatedLocale, TRANSLATED_LOCALES, type TranslatedLocale };

/**
 * Locales whose sections are written, stamped, checked and reviewed against English by people: the
 * translated ones, and the derived ones' hand-written sections (content/zh-hant/, docs/DECISIONS.md
 * "zh-hant review").
 */
export const REVIEWED_LOCALES: readonly ReaderLocale[] = [
  ...TRANSLATED_LOCALES,
  ...(Object.keys(DERIVED_LOCALES) as DerivedLocale[]),
];

export function isReviewedLocale(value: unknown): value is ReaderLocale {
  return typeof value === 'string' && (REVIEWED_LOCALES as readonly string[]).includes(value);
}

/** Where a file's text belongs: a locale of the SRD text, or the playtest ruleset (English). */
export type ContentCollection = ContentLocale | 'playtest';

/** A 1-based position in a file. */
export interface SourcePosition {
  line: number;
  column: number;
}

/** One heading and its body up to the next heading (or a file's intro before its first heading). */
export interface Section {
  id: string;
  /** 1 for a file's intro, else the heading depth in the file. */
  depth: number;
  title: string;
  /** The heading line and body as written (the intro has no heading line). */
  markdown: string;
  collection: ContentCollection;
  pageId: string;
  /** Path of the file relative to the content root (POSIX separators). */
  file: string;
  position: SourcePosition;
  /** True for the part of a file before its first heading. */
  intro: boolean;
  hash: string;
  /** Key of content/sources.yaml the text comes from (see loader/section-source.ts). */
  source: string;
  /** Review state, derived from the section's approval record when the tree is read (SECTION_REVIEW_STATES). */
  review?: SectionReviewState;
  /** Who is credited for this very text, and how (a verified review or the maintainer's acceptance): only when `reviewed` or `accepted`. */
  reviewer?: ReviewCredit;
  /** The section's record, whatever the text is now: whose, when, the text hash, and why it stopped counting. */
  lastReview?: LostReview;
  /**
   * For a derived locale's generated section: the written locale its text was converted from (zh
   * for zh-hant, by OpenCC). Absent on every section a person wrote.
   */
  convertedFrom?: WrittenLocale;
}

/** One Markdown file of the content tree. */
export interface ContentFile {
  /** Path relative to the content root (POSIX separators). */
  file: string;
  collection: ContentCollection;
  /** Chapter folder (null for playtest files). */
  chapter: string | null;
  /** File name without `.md`. */
  name: string;
  /** The whole file as read. */
  source: string;
  /** Validated front matter, or null when it is missing or invalid. */
  frontMatter: FrontMatter | null;
  /** Markdown after the front matter, with blank lines in place of the front matter so lines match. */
  body: string;
  /** 1-based line where the body starts. */
  bodyLine: number;
  sections: Section[];
  /** True when the body was not parsed (nested deeper than a parser can go; reported): no check reads it. */
  unparsed?: boolean;
  /** For a derived locale's generated file (not on disk): the written locale it was converted from. */
  convertedFrom?: WrittenLocale;
}

/** A page: the same top-level section in every locale. */
export interface Page {
  id: string;
  order: number;
  chapter: string;
  /** English title (or the first translation's title for a translation-only page). */
  title: string;
  files: Partial<Record<ContentLocale, ContentFile>>;
}

/** A section as shown on a page in one locale. */
export interface ResolvedSection {
  id: string;
  depth: number;
  title: string;
  markdown: string;
  /** The locale the text is actually in. */
  locale: ContentLocale;
  /** True when the requested locale lacks this section and English is shown. */
  fallback: boolean;
  /** True when the translation was made from an older English text. */
  stale: boolean;
  /** True when the section exists only in this translation, not in English. */
  translationOnly: boolean;
  /** True when the text shown was drafted in this project and awaits a native reviewer. */
  draft: boolean;
  /** Who is credited for the text shown (a verified review or the maintainer's acceptance), when anyone is. */
  credit?: ReviewCredit;
  /** Why the review of the text shown no longer counts, told to the reader (its key was revoked): nobody is credited. */
  reviewWithdrawn?: WithdrawnReview;
  /** Key of content/sources.yaml the text shown comes from. */
  source: string;
  /** The written locale a generated section of a derived locale was converted from (zh for zh-hant). */
  convertedFrom?: WrittenLocale;
}

/** The playtest ("How to Play") text of one rule ID. */
export interface PlaytestPage {
  id: string;
  title: string;
  file: ContentFile;
  sections: Section[];
}

export interface ContentModel {
  /** Absolute path of the content root. */
  root: string;
  /** Pages in book order. */
  pages: Page[];
  /** Section ID -> the section in each locale that has it. */
  sections: Map<string, Partial<Record<ContentLocale, Section>>>;
  /** Locales with at least one file. */
  locales: ContentLocale[];
  /** Playtest text keyed by rule ID (page IDs and section IDs of content/playtest). */
  playtest: Map<string, Section>;
  playtestPages: PlaytestPage[];
  files: ContentFile[];
  /** IDs allowed in a locale without an English counterpart (content/translation-only.yaml + page flags). */
  translationOnly: Record<TranslatedLocale, Set<string>>;
  /** content/sources.yaml: source key -> document and licence. */
  sources: ContentSources;
  /** Problems found while loading (front matter, layout, headings). */
  diagnostics: Diagnostic[];
}
