import i18next, { type i18n } from 'i18next';
import { type MessageParams, withCount } from './interpolate.ts';
import { DEFAULT_LOCALE, LOCALES, type Locale } from './locales.ts';
import { NAMESPACES, type ResourceSet, resources } from './resources/index.ts';

export type TranslateFunction = (key: string, params?: MessageParams) => string;

export interface Translator {
  locale: Locale;
  /** The message for a flat dotted key, English when the locale lacks it, the key itself when no locale has it. */
  t: TranslateFunction;
  /** Whether any namespace of this locale or of English holds the key. */
  has: (key: string) => boolean;
}

const instances = new WeakMap<ResourceSet, Map<Locale, i18n>>();

/** One synchronous i18next instance per resource set and locale, created on first use and shared afterwards. */
function instanceFor(source: ResourceSet, locale: Locale): i18n {
  let byLocale = instances.get(source);
  if (!byLocale) {
    byLocale = new Map();
    instances.set(source, byLocale);
  }
  const cached = byLocale.get(locale);
  if (cached) return cached;
  const namespaces = Object.keys(source[DEFAULT_LOCALE]);
  const instance = i18next.createInstance();
  void instance.init({
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    resources: source,
    ns: namespaces,
    defaultNS: namespaces[0] ?? NAMESPACES[0],
    fallbackNS: namespaces.slice(1),
    initAsync: false,
    keySeparator: false,
    nsSeparator: false,
    returnNull: false,
    returnEmptyString: false,
    interpolation: { escapeValue: false },
  });
  byLocale.set(locale, instance);
  return instance;
}

/**
 * A translator for a locale over the bundled resources (or `source`, for tests). Keys are flat and
 * unique across namespaces, so `t` looks in every namespace; params fill `{{param}}` unescaped. A
 * numeric `count` chooses the plural form (`key_one`, `key_other`) by the same rule as
 * `formatMessage` and is written the locale's way; i18next is handed the chosen key.
 */
export function createTranslator(locale: Locale, source: ResourceSet = resources): Translator {
  const instance = instanceFor(source, locale);
  const has = (key: string) => instance.exists(key);
  const t: TranslateFunction = (key, params = {}) => {
    const { key: chosen, params: filled } = withCount(key, params, locale, has);
    return String(instance.t(chosen, { ...filled }));
  };
  return { locale, t, has };
}
