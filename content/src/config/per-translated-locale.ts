import { TRANSLATED_LOCALES, type TranslatedLocale } from '@polyhedral/i18n';
import * as z from 'zod/mini';

/**
 * A config object keyed by every translated locale (`{ th: …, zh: … }` today), each value of
 * `schema`: written from the locale list, so a new locale is asked for in every such file.
 */
export function perTranslatedLocale<S extends z.ZodMiniType>(schema: S) {
  const shape = Object.fromEntries(TRANSLATED_LOCALES.map((locale) => [locale, schema])) as Record<
    TranslatedLocale,
    S
  >;
  return z.strictObject(shape);
}

/** A value per translated locale, each made by `make`. */
export function forEachTranslatedLocale<T>(
  make: (locale: TranslatedLocale) => T,
): Record<TranslatedLocale, T> {
  return Object.fromEntries(TRANSLATED_LOCALES.map((locale) => [locale, make(locale)])) as Record<
    TranslatedLocale,
    T
  >;
}
