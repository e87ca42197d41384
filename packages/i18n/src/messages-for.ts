import { derivedLocaleData } from './derived-locale-data.ts';
import { pluralCategoriesOf, pluralFormOf } from './engine.ts';
import { isDerivedLocale, type Locale } from './locales.ts';
import { namespaceOf, type ResourceSet, resources } from './resources/index.ts';

const withDerived = new WeakMap<object, ResourceSet>();

/** The bundled resource set of `locale`'s strings (a derived locale's as installed, beside the others). */
export function resourceSetFor(locale: Locale): ResourceSet {
  if (!isDerivedLocale(locale)) return resources;
  const derived = derivedLocaleData(locale).resources;
  const set = withDerived.get(derived) ?? { ...resources, [locale]: derived };
  withDerived.set(derived, set);
  return set;
}

/**
 * The messages of one namespace of a locale under `prefix`, English filling the keys the locale
 * lacks or leaves empty, but not English plural forms the locale's grammar has no use for (Thai gets
 * no `_one`, so a count of 1 reads `_other` in Thai, never English).
 */
function namespaceMessages(
  locale: Locale,
  namespace: string,
  set: ResourceSet,
  prefix = '',
): Record<string, string> {
  const base = prefix.replace(/\.$/, '');
  const messages: Record<string, string> = {};
  // Read at the first plural key only: a namespace without plural forms (a CLI's error) makes no PluralRules.
  let categories: readonly string[] | undefined;
  const translated = set[locale]?.[namespace] ?? {};
  for (const [key, english] of Object.entries(set.en[namespace] ?? {})) {
    if (base !== '' && key !== base && !key.startsWith(`${base}.`)) continue;
    const category = pluralFormOf(key)?.category;
    if (category !== undefined && category !== 'zero') {
      categories ??= pluralCategoriesOf(locale);
      if (!categories.includes(category)) continue;
    }
    messages[key] = translated[key] || english;
  }
  return messages;
}

const read = new WeakMap<ResourceSet, Map<Locale, Readonly<Record<string, string>>>>();

/** Every message of a locale as one flat object (English filling gaps), made once per locale and set. */
export function localeMessages(
  locale: Locale,
  set: ResourceSet = resourceSetFor(locale),
): Readonly<Record<string, string>> {
  const byLocale = read.get(set) ?? new Map<Locale, Readonly<Record<string, string>>>();
  read.set(set, byLocale);
  const messages =
    byLocale.get(locale) ??
    Object.freeze(Object.assign({}, ...Object.keys(set.en).map((ns) => namespaceMessages(locale, ns, set))));
  byLocale.set(locale, messages);
  return messages;
}

/**
 * Every message whose key is `prefix` or starts with `prefix.` (`''`: every message), keys in full:
 * only the prefix's namespace is read. The site passes the result to Preact islands as props, so no
 * message file ships to the browser.
 */
export function messagesFor(
  locale: Locale,
  prefix: string,
  set: ResourceSet = resourceSetFor(locale),
): Record<string, string> {
  if (prefix === '' || prefix === '.') return { ...localeMessages(locale, set) };
  return namespaceMessages(locale, namespaceOf(prefix), set, prefix);
}
