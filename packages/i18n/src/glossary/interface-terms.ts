/**
 * The site's and the tools' own concepts (an approval, the maintainer's acceptance, the Playtest,
 * the Rules Glossary, a section, the tracker, review): one name per language, the English words
 * that name each (a string whose English holds one must hold the name), and the forms no text may
 * use (interface-terms.json says why each).
 */

import type { TranslatedLocale } from '../locales.ts';
import list from './interface-terms.json' with { type: 'json' };

export interface InterfaceTerm {
  id: string;
  en: string;
  th: string;
  zh: string;
  /** A key whose zh and th strings must hold the name. */
  heldBy: string;
  reading: string;
  /** Words naming the concept in an English string (whole words; any case unless capitalized). */
  english: readonly string[];
  /** Short forms a language writes for the name (zh 本节 for 小节): they hold the concept too. */
  forms?: Partial<Record<TranslatedLocale, readonly string[]>>;
  avoid: Partial<Record<TranslatedLocale, readonly string[]>>;
  /** Strings whose English word is no use of the concept (a command's name), each with why. */
  notInKeys?: Readonly<Record<string, string>>;
  /** Why the rules text is not held to the avoided forms, when it is not. */
  notInRulesText?: string;
}

export const INTERFACE_TERMS: readonly InterfaceTerm[] = list.terms as InterfaceTerm[];
