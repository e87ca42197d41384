import type { Locale } from './locales.ts';
import { pluralCategoriesOf, pluralFormOf } from './plural-forms.ts';
import { resourceSetFor } from './resource-set.ts';
import { type FlatMessages, namespaceOf, type ResourceSet } from './resources/index.ts';

function isUnderPrefix(key: string, prefix: string): boolean {
  if (prefix === '') return true;
  const base = prefix.endsWith('.') ? prefix.slice(0, -1) : prefix;
  return key === base || key.startsWith(`${base}.`);
}

/**
 * One namespace of a locale as it is read: English filling the keys the locale lacks or leaves
 * empty, but not English plural forms the locale's grammar has no use for (Thai gets no `_one`, so
 * a count of 1 reads `_other` in Thai, never English).
 */
function namespaceMessages(
  locale: Locale,
  namespace: string,
  resourceSet: ResourceSet,
  prefix = '',
): Record<string, string> {
  const messages: Record<string, string> = {};
  // The locale's plural categories (its Intl.PluralRules) are read at the first plural key only:
  // a namespace without plural forms (dice, errors, rules: a CLI's error) makes no PluralRules.
  let categories: readonly string[] | undefined;
  const translated: FlatMessages = resourceSet[locale]?.[namespace] ?? {};
  for (const [key, english] of Object.entries(resourceSet.en[namespace] ?? {})) {
    if (!isUnderPrefix(key, prefix)) continue;
    const form = pluralFormOf(key);
    if (form && form.category !== 'zero') {
      categories ??= pluralCategoriesOf(locale);
      if (!categories.includes(form.category)) continue;
    }
    const value = translated[key];
    messages[key] = value !== undefined && value !== '' ? value : english;
  }
  return messages;
}

const read = new WeakMap<ResourceSet, Map<Locale, Readonly<Record<string, string>>>>();

/**
 * Every message of a locale as one flat object, English filling gaps: what the translator
 * (createTranslator), the core CLI and `messagesFor(locale, '')` read. Made once per locale and
 * resource set, and kept.
 */
export function localeMessages(
  locale: Locale,
  resourceSet: ResourceSet = resourceSetFor(locale),
): Readonly<Record<string, string>> {
  if (!read.has(resourceSet)) read.set(resourceSet, new Map());
  const byLocale = read.get(resourceSet)!;
  const kept = byLocale.get(locale);
  if (kept !== undefined) return kept;
  const namespaces = Object.keys(resourceSet.en).map((ns) => namespaceMessages(locale, ns, resourceSet));
  const messages = Object.freeze(Object.assign({}, ...namespaces) as Record<string, string>);
  byLocale.set(locale, messages);
  return messages;
}

/**
 * Every message whose key is `prefix` or starts with `prefix.`, with English filling the keys the
 * locale lacks (see namespaceMessages). The prefix's first segment is the namespace, so only that
 * file is read; `''` gives every message. Keys are returned in full. The site passes the result to
 * Preact islands as props, so no message file ships to the browser (islands format with
 * `formatMessage` / `messageLookup`).
 */
export function messagesFor(
  locale: Locale,
  prefix: string,
  resourceSet: ResourceSet = resourceSetFor(locale),
): Record<string, string> {
  if (prefix === '' || prefix === '.') return { ...localeMessages(locale, resourceSet) };
  return namespaceMessages(locale, namespaceOf(prefix), resourceSet, prefix);
}
