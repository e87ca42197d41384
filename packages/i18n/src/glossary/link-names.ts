import type { Locale } from '../locales.ts';
import { glossaryTerms, nameOf } from './index.ts';
import type { TermCategory } from './types.ts';

/** One text that, found in rule prose, links to a glossary term. */
export interface TermLinkName {
  termId: string;
  text: string;
}

/**
 * Shortest name (in UTF-16 code units) a term needs before rule prose links it by itself. Thai
 * writes no spaces and a word breaker splits compounds (ความตาย -> ความ|ตาย), so the short Thai
 * names (ตาย Dead, รอบ Round, ไฟ Fire, พิษ Poison) sit inside ordinary words; so does the one-character
 * Chinese name 轮 (Round). Those terms are still linked where the text links them by hand.
 */
const MIN_LENGTH: Readonly<Record<Locale, number>> = { en: 1, th: 4, zh: 2, 'zh-hant': 2 };

/**
 * Categories whose Thai and Chinese names are everyday adjectives and nouns (ใหญ่ "big", ปกติ
 * "normal", 火焰 "flames"): without capitals or spaces to tell the term from the word, they are not
 * linked in Thai and Chinese prose. English writes them capitalized ("a Large creature").
 */
const PLAIN_WORD_CATEGORIES: ReadonlySet<TermCategory> = new Set(['size', 'travel-pace', 'damage-type']);

/**
 * How the rules write an action by name: "Dash action", 疾走动作, แอ็คชันพุ่งตัว. An action's bare
 * name is an everyday word (attack, search, use: 使用, ใช้งาน), so only these forms link.
 */
function actionForm(name: string, actionWord: string, locale: Locale): string {
  if (locale === 'en') return `${name} ${actionWord.toLowerCase()}`;
  if (locale === 'zh' || locale === 'zh-hant') return `${name}${actionWord}`;
  return `${actionWord}${name}`;
}

/**
 * The names that link to glossary terms in a locale's rule text, from the glossary's own names:
 * each term's name, and for actions the "<name> action" form the rules use. Longest first, so a
 * matcher that takes names in this order prefers Death Saving Throw over Saving Throw.
 */
export function termLinkNames(locale: Locale): TermLinkName[] {
  const action = glossaryTerms.find((term) => term.id === 'Action');
  const actionWord = action === undefined ? 'Action' : nameOf(action, locale);
  const names: TermLinkName[] = [];
  for (const term of glossaryTerms) {
    const name = nameOf(term, locale);
    if (!name) continue;
    if (locale !== 'en' && PLAIN_WORD_CATEGORIES.has(term.category)) continue;
    const text = term.category === 'action' ? actionForm(name, actionWord, locale) : name;
    if (text.length < MIN_LENGTH[locale]) continue;
    names.push({ termId: term.id, text });
  }
  return names.sort((a, b) => b.text.length - a.text.length || a.termId.localeCompare(b.termId));
}
