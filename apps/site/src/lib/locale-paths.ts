import { LOCALES, type Locale } from '@polyhedral/i18n';

/** getStaticPaths entries for a page that exists once per locale. */
export function localePaths(): { params: { locale: Locale } }[] {
  return LOCALES.map((locale) => ({ params: { locale } }));
}
