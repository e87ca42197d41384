import i18next, { type i18n } from 'i18next';
import { type MessageParams, withCount } from './interpolate.ts';
import { DEFAULT_LOCALE, LOCALES, type Locale } from './locales.ts';
import { resourceSetFor } from './resource-set.ts';
import { type MessageKey, NAMESPACES, type ResourceSet } from './resources/index.ts';

/** `t`: typed by the keys that exist (MessageKey) for the bundled resources, any string for a test's own set. */
export type TranslateFunction<Key extends string = MessageKey> = (key: Key, params?: MessageParams) => string;

export interface Translator<Key extends string = MessageKey> {
  locale: Locale;
  /** The message for a flat dotted key, English when the locale lacks it, the key itself when no locale has it. */
  t: TranslateFunction<Key>;
  /**
   * `t` for a key read from data rather than written in code (a core table's labels, a rule
   * difference's topic): not checked by the typecheck, so that data's own test proves every key
   * it names exists.
   */
  tData: TranslateFunction<string>;
  /** Whether any namespace of this locale or of English holds the key (or plural forms of it). */
  has: (key: string) => key is Key;
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
  const namespaces = Object.keys(source.en);
  // A resource set holds a derived locale only once its strings are made (resource-set.ts).
  const loaded = Object.fromEntries(Object.entries(source).filter(([, messages]) => messages !== undefined));
  const instance = i18next.createInstance();
  void instance.init({
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    // Our codes as written: i18next would read `zh-hant` as `zh-Hant` and fall back to `zh`
    // (Simplified) for it; a locale's own strings, then English, are the only places to look.
    lowerCaseLng: true,
    load: 'currentOnly',
    resources: loaded,
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
export function createTranslator(locale: Locale): Translator;
export function createTranslator(locale: Locale, source: ResourceSet): Translator<string>;
export function createTranslator(
  locale: Locale,
  source: ResourceSet = resourceSetFor(locale),
): Translator | Translator<string> {
  const instance = instanceFor(source, locale);
  const has = (key: string): key is string => instance.exists(key) || instance.exists(`${key}_other`);
  const t: TranslateFunction<string> = (key, params = {}) => {
    const { key: chosen, params: filled } = withCount(key, params, locale, has);
    return String(instance.t(chosen, { ...filled }));
  };
  return { locale, t, tData: t, has };
}
