/**
 * A term's English name beside it in translated text (issue 86): ได้เปรียบ (Advantage). The build
 * appends `<small class="gloss" lang="en">` to each first use; the reader's setting shows or hides it.
 * One gloss (issue 102): none where the text already gives the English or the term is in brackets
 * (english-given.ts).
 */
import { type Locale, termName } from '@polyhedral/i18n';
import { escapeHtml } from '@polyhedral/markdown';
import { glossNotWanted, glossText } from './english-given.ts';

export { glossText } from './english-given.ts';

/** The gloss element for a term's English name. */
export function glossHtml(english: string, locale: Locale): string {
  return `<small class="gloss" lang="en">${escapeHtml(glossText(english, locale))}</small>`;
}

/** A term link as the Markdown pipeline writes it: `<a ... data-term="Id" ...>name</a>` (no nested links). */
const TERM_LINK = /<a\s[^>]*\bdata-term="([A-Za-z0-9]+)"[^>]*>([\s\S]*?)<\/a>/g;

/** Where a block's text starts or ends: the text around a term is read up to these. */
const BLOCK_EDGE = /<\/?(?:p|li|ul|ol|td|th|tr|table|h[1-6]|dd|dt|div|blockquote|br)\b[^>]*>/gi;

/** HTML as the text it shows (tags dropped, character references as one space: only brackets and words count). */
function textOf(html: string): string {
  return html.replace(/<[^>]*>/g, '').replace(/&[#a-z0-9]+;/gi, ' ');
}

/** The HTML of the block a term link is in, before and after it (up to the block's edges). */
function around(whole: string, start: number, end: number): { before: string; after: string } {
  const before = whole.slice(0, start).split(BLOCK_EDGE).at(-1) ?? '';
  const after = whole.slice(end).split(BLOCK_EDGE)[0] ?? '';
  return { before: textOf(before), after: textOf(after) };
}

/** Block HTML with the English name after each term link (not in English, nor where it is not wanted). */
export function withTermGlosses(
  html: string,
  locale: Locale,
  englishName: (termId: string) => string | undefined = (id) => termName(id, 'en'),
): string {
  if (locale === 'en') return html;
  return html.replace(
    TERM_LINK,
    (link: string, termId: string, inner: string, offset: number, whole: string) => {
      const english = englishName(termId);
      if (!english) return link;
      const use = { linkText: textOf(inner), ...around(whole, offset, offset + link.length) };
      return glossNotWanted(use, english) ? link : `${link}${glossHtml(english, locale)}`;
    },
  );
}

/** A term's hint (its tooltip and described-by text) with its English name first, on a translated page. */
export function hintWithEnglish(definition: string, termId: string, locale: Locale): string {
  if (locale === 'en') return definition;
  const english = termName(termId, 'en');
  return english ? `${english} · ${definition}` : definition;
}
