import { createTranslator, intlLocale, LANGUAGE_NAMES, LOCALES } from '@polyhedral/i18n';

/** Starlight's `locales` option: every locale is a path prefix (`/en/`, `/th/`, `/zh/`), no root locale. */
export function starlightLocales(): Record<string, { label: string; lang: string }> {
  return Object.fromEntries(
    LOCALES.map((locale) => [locale, { label: LANGUAGE_NAMES[locale], lang: intlLocale(locale) }]),
  );
}

/** The site title per BCP 47 tag, as Starlight's `title` option expects. */
export function siteTitles(): Record<string, string> {
  return Object.fromEntries(
    LOCALES.map((locale) => [intlLocale(locale), createTranslator(locale).t('ui.site.title')]),
  );
}
