import { formatMessage, joinBorrowedWordsIn, messagesFor } from '@polyhedral/i18n';

/**
 * The tracker's words in Thai and Chinese as a check reads them, `tr(locale, key, params)`: the
 * page's Thai strings keep borrowed words (อินิชิเอทีฟ, เทิร์น) joined, the same here; with the
 * words under each of `more` too (`rules.`, `conditions.`).
 */
export function trackerWords(...more: string[]) {
  const wordsIn = (locale: 'th' | 'zh') =>
    Object.assign(
      joinBorrowedWordsIn(messagesFor(locale, 'tracker'), locale),
      ...more.map((prefix) => messagesFor(locale, prefix)),
    );
  const messages = { th: wordsIn('th'), zh: wordsIn('zh') };
  return (locale: 'th' | 'zh', key: string, params: Record<string, string | number> = {}) =>
    formatMessage(messages[locale], key, params, locale);
}
