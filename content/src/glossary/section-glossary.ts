/**
 * The glossary as plain data for the checks of one locale's text: each term's English name, its
 * name in the locale and the renderings the glossary rejects there. `content check` builds it from
 * @polyhedral/i18n (glossary-of-locale.ts; zh-hant's from the converted zh lists); the review
 * editor in a browser is given it. One shape, so the checks need no glossary module of their own.
 */
export interface SectionGlossaryTerm {
  id: string;
  /** English name ("Hit Points"). */
  en: string;
  /** Name in the locale checked (undefined: the glossary has none there). */
  local?: string;
  /** Renderings the glossary rejects in the locale (avoided forms). */
  avoid: string[];
}

/**
 * A number the rules core holds that the text names by a name (a weapon's or spell's damage dice,
 * core EXAMPLE_DAMAGE_DICE): a section with no English is held to it (qa/core-fact-findings.ts).
 */
export interface SectionGlossaryFact {
  /** The names it goes by in the text checked: English and the locale's. */
  names: string[];
  /** The dice the core holds (normalized: `1d12`). */
  dice: string;
  /** Where the core's number comes from (rule ID and source). */
  rule: string;
}

export interface SectionGlossary {
  terms: SectionGlossaryTerm[];
  /** The core's named numbers (default: none). */
  facts?: SectionGlossaryFact[];
}
