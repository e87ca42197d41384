import type { TranslatedLocale, WrittenLocale } from '../locales.ts';

export const TERM_CATEGORIES = [
  'ability',
  'skill',
  'action',
  'condition',
  'damage-type',
  'size',
  'cover',
  'travel-pace',
  'class',
  'alignment',
  'language',
  'attitude',
  'hazard',
  'sense',
  'movement',
  'character-creation',
  'rule',
] as const;

export type TermCategory = (typeof TERM_CATEGORIES)[number];

/** Where a translated name comes from: the seed translation's own wording, or the editor's choice. */
export type NameSource = 'seed' | 'editor';

export interface GlossaryTerm {
  /** TitleCamelCase, as the SRD's `rules-glossary#<Anchor>` links spell it (ProneCondition, DodgeAction). */
  id: string;
  /** Section ID (inventory sections.tsv) where the rules define or mainly use the term. */
  ruleId: string;
  category: TermCategory;
  /** Its name in each written locale (a derived locale's names are made from these: nameOf). */
  names: Record<WrittenLocale, string>;
  nameSource: Record<TranslatedLocale, NameSource>;
  /** Why the editor departed from a seed, when it did. */
  note?: string;
  /**
   * Where the term's rule comes from when it is not among the source documents (Concentration:
   * the SRD 5.2 Rules Glossary): the name of the text and its licence, shown on the term's page.
   */
  source?: { name: string; licence: string };
  /**
   * Rejected renderings per locale (synonyms the rules text does not use). No glossary name or
   * definition in that locale may contain them (glossary-wording.test.ts).
   */
  avoid?: Partial<Record<TranslatedLocale, string[]>>;
  /**
   * Lowercase English words that name a one-word term in a UI string (Effect: effect, effects),
   * where the strings write it in lowercase; the translation must then hold the term's name.
   */
  inStrings?: string[];
}

/** `definitions.<locale>.json`: term id -> one or two sentences. */
export type GlossaryDefinitions = Readonly<Record<string, string>>;

/**
 * `zh-hant-names.json`: a term's name in Traditional Chinese (Taiwan), kept only where it must
 * differ from the plain OpenCC conversion (cn -> twp) of its zh name, with the reason.
 */
export interface ZhHantNameOverride {
  name: string;
  /** Why the plain conversion is not the name (for reviewers). */
  note: string;
}

/** `zh-hant-names.json`: term id -> its zh-Hant name and the reason. */
export type ZhHantNameOverrides = Readonly<Record<string, ZhHantNameOverride>>;
