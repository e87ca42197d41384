import { intlLocale, type Locale } from './locales.ts';

/**
 * Plural forms as the resource files write them (i18next's JSON v4): `key_<category>` per
 * `Intl.PluralRules` category of the language, chosen by `count` (English `one`/`other`, Thai and
 * Chinese `other`; `key_zero` anywhere). i18next chooses; this knows the forms, for the loader and checks.
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
