import { createTranslator, type Locale } from '@polyhedral/i18n';

/**
 * A playtest-only topic's title in the reader's language (the `playtest-pages` strings), so the
 * sidebar and the previous/next links never show a bare English title; the English title, marked
 * as English, for a topic that has no translated title yet.
 */
export function playtestTitle(
  page: { id: string; title: string },
  locale: Locale,
): { title: string; locale: Locale } {
  const { t, has } = createTranslator(locale);
  const key = `playtest-page.title.${page.id}`;
  return has(key) ? { title: t(key), locale } : { title: page.title, locale: 'en' };
}
