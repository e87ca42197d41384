import type { Locale } from './locales.ts';
import { pluralCategoriesOf, pluralFormOf } from './plural.ts';
import { resourceSetFor } from './resource-set.ts';
import type { ResourceSet } from './resources/index.ts';

function isUnderPrefix(key: string, prefix: string): boolean {
  if (prefix === '') return true;
  const base = prefix.endsWith('.') ? prefix.slice(0, -1) : prefix;
  return key === base || key.startsWith(`${base}.`);
}

/**
 * Every message whose key is `prefix` or starts with `prefix.`, across all namespaces, with English
 * filling the keys the locale lacks (but not English plural forms the locale's grammar has no use
 * for: Thai gets no `_one`, so a count of 1 reads `_other` in Thai, never English). Keys are returned in full. The site passes the result to
 * Preact islands as props, so no i18n runtime ships to the browser (islands use `interpolate`).
 */
export function messagesFor(
  locale: Locale,
  prefix: string,
  resourceSet: ResourceSet = resourceSetFor(locale),
): Record<string, string> {
  const messages: Record<string, string> = {};
  const categories = pluralCategoriesOf(locale);
  for (const [namespace, source] of Object.entries(resourceSet.en)) {
    const translated = resourceSet[locale]?.[namespace] ?? {};
    for (const [key, english] of Object.entries(source)) {
      if (!isUnderPrefix(key, prefix)) continue;
      const form = pluralFormOf(key);
      if (form && form.category !== 'zero' && !categories.includes(form.category)) continue;
      const value = translated[key];
      messages[key] = value !== undefined && value !== '' ? value : english;
    }
  }
  return messages;
}
