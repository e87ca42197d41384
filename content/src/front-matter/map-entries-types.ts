/** The front matter map editor's request, result and refusal codes (edit-map-entries.ts). */

/** What to do with a named entry the map does not have. */
export type MissingEntries = 'insert' | 'refuse';

export interface MapEntriesEdit {
  /** Top-level key of the map, e.g. `translation`. */
  map: string;
  /** Entry ID -> its new value (written as a YAML string). */
  values: ReadonlyMap<string, string>;
  /** `insert`: append missing entries (and create the map); `refuse`: a missing entry is refused. */
  missing: MissingEntries;
  /**
   * Entry IDs whose line goes (an absent one is nothing to do); the map's key line goes too when no
   * entry is left. Not also in `values`.
   */
  remove?: ReadonlySet<string>;
}

/**
 * Why a file cannot be edited: the 1-based file line and a code (what is wrong and what to do,
 * the full i18n key `content.frontmatter.<what>`, worded in the reader's language by refusalText).
 */
export interface EditRefusal {
  line: number;
  code: FrontMatterRefusalCode;
  params: Readonly<Record<string, string | number>>;
}

export const FRONT_MATTER_REFUSAL_CODES = [
  'content.frontmatter.invalid-utf8',
  'content.frontmatter.flow-map',
  'content.frontmatter.flow-list',
  'content.frontmatter.anchor',
  'content.frontmatter.alias',
  'content.frontmatter.tag',
  'content.frontmatter.multi-line',
  'content.frontmatter.list-not-map',
  'content.frontmatter.no-value',
  'content.frontmatter.map-twice',
  'content.frontmatter.not-a-map',
  'content.frontmatter.tab-indent',
  'content.frontmatter.continues-value',
  'content.frontmatter.entry-twice',
  'content.frontmatter.invalid-yaml',
  'content.frontmatter.not-block-map',
  'content.frontmatter.unreadable-key',
  'content.frontmatter.not-plain-value',
  'content.frontmatter.byte-order-mark',
  'content.frontmatter.no-front-matter',
  'content.frontmatter.bare-carriage-return',
  'content.frontmatter.missing-entry',
  'content.frontmatter.other-data-changed',
  'content.frontmatter.not-loading',
  'content.frontmatter.write-refused',
  'content.frontmatter.write-changed',
] as const;

export type FrontMatterRefusalCode = (typeof FRONT_MATTER_REFUSAL_CODES)[number];

export type MapEntriesResult =
  | {
      ok: true;
      /** The edited file (the input itself when nothing changed). */
      bytes: Buffer;
      changed: boolean;
      /** Entry ID -> its value before the edit (undefined when the entry was inserted). */
      previous: ReadonlyMap<string, unknown>;
    }
  | { ok: false; refusal: EditRefusal };
