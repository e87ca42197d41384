import { intlLocale, type Locale } from './locales.ts';

/**
 * Plural forms (i18next's file convention, which translators' tools know): a message that depends on a number is written once per
 * plural category of the language (`key_one`, `key_other`; `Intl.PluralRules` decides which
 * categories a language has), and the number is the `count` parameter. English has `one` and
 * `other`; Thai and Chinese only `other`. `key_zero` may be added in any language for a count of 0.
 * `pluralKey` is the choice formatMessage makes for every surface (translator, islands, workbench,
 * CLIs).
 */
export const PLURAL_CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;

export type PluralCategory = (typeof PLURAL_CATEGORIES)[number];

const PLURAL_SUFFIX = new RegExp(`^(.+)_(${PLURAL_CATEGORIES.join('|')})$`);

const rules = new Map<Locale, Intl.PluralRules>();

function rulesFor(locale: Locale): Intl.PluralRules {
  let found = rules.get(locale);
  if (!found) {
    found = new Intl.PluralRules(intlLocale(locale));
    rules.set(locale, found);
  }
  return found;
}

/** The plural categories a language distinguishes, `other` last (en: one, other; th and zh: other). */
export function pluralCategoriesOf(locale: Locale): readonly PluralCategory[] {
  const categories = rulesFor(locale).resolvedOptions().pluralCategories as PluralCategory[];
  return PLURAL_CATEGORIES.filter((category) => categories.includes(category));
}

/** A key that is a plural form (`ui.draft.notice_one`): its base key and category; undefined otherwise. */
export function pluralFormOf(key: string): { base: string; category: PluralCategory } | undefined {
  const match = PLURAL_SUFFIX.exec(key);
  return match ? { base: match[1]!, category: match[2] as PluralCategory } : undefined;
}

/**
 * The key to look up for `key` with this count in this language: `key_zero`
 * for 0 when the messages have it, then the language's category (`key_one`), then `key_other`;
 * `key` itself when the messages have no plural form of it. `has` says whether a key exists.
 */
export function pluralKey(key: string, count: number, locale: Locale, has: (key: string) => boolean): string {
  const candidates = [`${key}_${rulesFor(locale).select(count)}`, `${key}_other`];
  if (count === 0) candidates.unshift(`${key}_zero`);
  return candidates.find(has) ?? key;
}
