/** The JSON the workbench server sends and the client reads (types only). */
import type { DerivedLocaleStatus, LocaleStatus } from '@polyhedral/content';
import type { Problem } from '@polyhedral/i18n/client';

/** One stretch of a word diff. */
export interface DiffPart {
  value: string;
  kind: 'same' | 'added' | 'removed';
}

/**
 * `converted`: a derived locale's (zh-hant's) text made by machine from its source locale's, not
 * written by hand. `edited`: marked reviewed, and its text changed since (nobody is credited).
 */
export type SectionState =
  | 'missing'
  | 'draft'
  | 'stale'
  | 'reviewed'
  | 'accepted'
  | 'edited'
  | 'current'
  | 'converted';

/** Who is credited for a text (a section's, a glossary definition's), derived from its approval record. */
export interface ReviewFields {
  /** Who reviewed its present text and when (a registered reviewer's signature that verifies). */
  reviewer?: { by: string; on: string | null };
  /** The maintainer's acceptance of its present text on someone's behalf (never a review). */
  accepted?: { by: string; on: string | null };
  /** A review that no longer counts: who reviewed which earlier text (its hash), and why (`key-revoked`: withdrawn); not credited for this one. */
  earlierReview?: { by: string | null; on: string | null; text: string | null; why?: string; kind?: string };
}

export interface OverviewRow extends ReviewFields {
  id: string;
  pageId: string;
  title: string;
  depth: number;
  state: SectionState;
  /** Drafted here and not yet reviewed (a stale draft is both). */
  draft: boolean;
  /** A section only this translation has (no English original). */
  translationOnly?: boolean;
  /** The locale's file of this page was refused (a link outside content/, ...): why, as a message code. */
  refused?: RefusedFile;
}

/** A content file the loader refused to read (a symbolic link outside content/, a loop, unreadable). */
export interface RefusedFile {
  file: string;
  code: string;
  params: Record<string, string | number>;
}

export interface OverviewChapter {
  chapter: string;
  rows: OverviewRow[];
}

/** A locale's counts: exactly those of `pnpm content status --json` (content's contentStatus). */
export type OverviewCounts = Pick<
  LocaleStatus,
  'translated' | 'current' | 'stale' | 'draft' | 'missing' | 'translationOnly'
> & {
  sections: number;
  /** Each English section in exactly one state: the overview line's and the filter chips' numbers. */
  states?: LocaleStatus['states'];
};

/** A derived locale's counts: exactly `pnpm content status zh-hant --json`'s. */
export type DerivedOverviewCounts = DerivedLocaleStatus['counts'] & { from: string };

export interface Overview {
  locales: Record<
    string,
    {
      chapters: OverviewChapter[];
      counts: OverviewCounts;
      derived?: DerivedOverviewCounts;
      /** Files of the locale the loader refused: their sections are not missing, they were not read. */
      refused: RefusedFile[];
    }
  >;
}

export interface Finding {
  severity: 'error' | 'warning';
  ruleId: string;
  message: string;
  /** 0-based offsets in the translation's Markdown. */
  from: number;
  to: number;
  line: number;
}

/** A glossary definition's review state (th, zh): from its approval record, as a section's. */
export type DefinitionState = Extract<SectionState, 'reviewed' | 'accepted' | 'edited' | 'draft'>;

export interface GlossaryEntry extends ReviewFields {
  id: string;
  english: string;
  name: string;
  definition: string;
  /** Avoided renderings found in the translation. */
  avoided: { form: string; from: number; to: number }[];
  /** The definition's review state (absent where definitions are not reviewed: en, zh-hant). */
  definitionState?: DefinitionState;
}

export interface CheckResponse {
  findings: Finding[];
  html: string;
  glossary: GlossaryEntry[];
  errors: number;
  warnings: number;
}

export interface SectionResponse {
  id: string;
  locale: string;
  pageId: string;
  chapter: string;
  file: string | null;
  state: SectionState;
  /** Empty for a section only this translation has. */
  english: { markdown: string; html: string };
  translationOnly: boolean;
  /** Missing here, and its page has a file here: the editor starts from the English and Save creates it. */
  creatable: boolean;
  /**
   * The locale's file of this page cannot be read (a text nested too deep, broken front matter...):
   * its first error as `file:line: message` in the UI language; its sections are neither shown nor
   * saved until the file is fixed. Null when it reads.
   */
  unreadable: string | null;
  /** Null when the section is not translated. */
  markdown: string | null;
  /** sectionTextHash of the section's text as read: sent back with every write (a conflict is per section). */
  base: string | null;
  drafted: boolean;
  /**
   * A derived locale (zh-hant): the source locale's text its generated text is made from, and
   * whether that text is stale (the English changed after it was translated).
   */
  convertedFrom: { locale: string; markdown: string; stale: boolean } | null;
  check: CheckResponse | null;
  previous: string | null;
  next: string | null;
  /** The previous and next section in book order that is a draft or stale (a reviewer's next stop). */
  previousToReview: string | null;
  nextToReview: string | null;
}

/** GET /api/memory/:locale/:id?block=N: translation memory for the English block N of the section. */
export interface MemoryResponse {
  english: string | null;
  suggestions: { id: string; english: string; translation: string; similarity: number }[];
}

export interface DiffResponse {
  found: boolean;
  /** Why there is nothing to compare (`content.diff.*`, as `pnpm content diff` says it). */
  problem?: Problem;
  stale?: boolean;
  commit?: string;
  parts?: DiffPart[];
}

/** POST /api/handback/:locale: the hand-back bundle, for the page to save as a file. */
export interface HandbackResponse {
  /** Suggested file name (no path). */
  file: string;
  /** The bundle as written by `pnpm content export`. */
  text: string;
  count: number;
  reviewed: number;
  /** The starting point (`git:<12 hex>` or `recorded:<ISO time>`). */
  start: string;
}

/** One section of a hand-back file opened in the workbench (POST /api/handback-open). */
export interface HandbackOpenSection {
  id: string;
  title: string;
  /** What `pnpm content import` would do with it now. */
  action: 'replace' | 'create' | 'same' | 'conflict';
  incoming: string;
  /** For a conflict: the text here now, its save base, and a word diff (here -> bundle). */
  current?: string | null;
  base?: string | null;
  parts?: DiffPart[];
  review: { by: string | null; date: string } | null;
}

export interface HandbackOpenResponse {
  locale: string;
  exported: string;
  sections: HandbackOpenSection[];
}

/**
 * A problem, the project's one type (@polyhedral/i18n): here `code` is the full message key
 * (`workbench.refused.*`, `workbench.error.*`, `content.write.*`, `handback.bundle.*`,
 * `handback.import.*`), `params` its values.
 */
export type { Problem };

/** Every refusal's body (a 4xx or 503): the problem, shown by the page in the reader's language. */
export interface RefusalResponse {
  error: Problem;
  /** The problem in English, for scripts and logs. */
  message: string;
  /** For a file that changed on disk: the section as it is there now. */
  current?: string | null;
}

/** One section of a search-and-replace preview (POST /api/replace/:locale). */
export interface ReplacePreviewSection {
  id: string;
  title: string;
  /** Occurrences replaced. */
  count: number;
  /** The save base the replacement applies to (sent back to apply it). */
  base: string;
  /** Word diff, text now -> text after. */
  parts: DiffPart[];
  /** QA errors the text after would have (such a section is not replaced). */
  errors: number;
  findings: string[];
}

export interface ReplacePreviewResponse {
  sections: ReplacePreviewSection[];
}

/** POST /api/replace-apply/:locale */
export interface ReplaceApplyResponse {
  saved: string[];
}

/** GET /api/history/:locale/:id */
export interface HistoryResponse {
  git: boolean;
  changes: { commit: string; author: string; date: string; subject: string }[];
  /** The review record; `edited`: who reviewed which earlier text (`text`: its hash). */
  review: {
    state: 'draft' | 'reviewed' | 'accepted' | 'edited';
    by: string | null;
    on: string | null;
    text: string | null;
    /** Why an `edited` record stopped counting (`text-changed`, `english-changed`, ...). */
    why?: string | null;
  } | null;
}

/** GET and POST /api/notes/:locale/:id */
export interface NotesResponse {
  notes: { by: string; date: string; text: string }[];
}

/** One pending suggestion (content's pendingSuggestions: the queue `pnpm content suggestions` lists). */
export interface SuggestionRow {
  id: string;
  title: string;
  received: string;
  sender: string | null;
  /** The approval that did not count: by whom, when, and why (`handback.import.reason.<reason>`). */
  approval: { by: string | null; date: string; reason: string } | null;
  changedSince: boolean;
  sameText: boolean;
  /** Word diff of the text before the import against the suggested text. */
  parts: DiffPart[];
}

export interface SuggestionsResponse {
  locale: string;
  suggestions: SuggestionRow[];
}

/** A decision carried out (content's decideSuggestions): what was done. */
export interface SuggestionDecisionResponse {
  id: string;
  outcome:
    | 'accepted-review'
    | 'accepted-text'
    | 'accepted-applied'
    | 'rejected-restored'
    | 'rejected-converted'
    | 'rejected-unchanged'
    | 'rejected';
  by?: string;
}
