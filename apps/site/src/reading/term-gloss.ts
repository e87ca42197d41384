/**
 * A term's English name beside it in translated text (issue 86): ได้เปรียบ (Advantage). The build
 * appends `<small class="gloss" lang="en">` to each first use; the reader's setting shows or hides it.
 */
import { type Locale, termName } from '@polyhedral/i18n';

/** The gloss's text in a locale's own punctuation: fullwidth brackets in Chinese, a spaced pair in Thai. */
export function glossText(english: string, locale: Locale): string {
  return locale === 'zh' || locale === 'zh-hant' ? `（${english}）` : ` (${english})`;
}

/** The gloss element for a term's English name. */
export function glossHtml(english: string, locale: Locale): string {
  const text = glossText(english, locale).replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return `<small class="gloss" lang="en">${text}</small>`;
}

/** A term link as the Markdown pipeline writes it: `<a ... data-term="Id" ...>name</a>` (no nested links). */
const TERM_LINK = /<a\s[^>]*\bdata-term="([A-Za-z0-9]+)"[^>]*>[\s\S]*?<\/a>/g;

/** Whether the text right after a term already gives its English name, as a translator may write it: ` (Strength)`, `（Strength）`. */
function writesEnglishAfter(after: string, english: string): boolean {
  const start = after.replace(/^\s+/, '');
  return start.startsWith(`(${english})`) || start.startsWith(`（${english}）`);
}

/** Block HTML with the English name after each term link (not in English, nor where the text gives it). */
export function withTermGlosses(
  html: string,
  locale: Locale,
  englishName: (termId: string) => string | undefined = (id) => termName(id, 'en'),
): string {
  if (locale === 'en') return html;
  return html.replace(TERM_LINK, (link: string, termId: string, offset: number, whole: string) => {
    const english = englishName(termId);
    if (!english || writesEnglishAfter(whole.slice(offset + link.length), english)) return link;
    return `${link}${glossHtml(english, locale)}`;
  });
}

/** A term's hint (its tooltip and described-by text) with its English name first, on a translated page. */
export function hintWithEnglish(definition: string, termId: string, locale: Locale): string {
  if (locale === 'en') return definition;
  const english = termName(termId, 'en');
  return english ? `${english} · ${definition}` : definition;
}
