/**
 * A rule page's `<meta name="description">`: the first sentence of its first paragraph, at most
 * DESCRIPTION_MAX characters (cut at a word or Thai phrase, "…"); never English shown as a fallback.
 */
import { intlLocale, type Locale } from '@polyhedral/i18n';
import type { ContentBlock } from '@polyhedral/markdown';
import { firstElement, parseHtml, visibleText } from './built-html.ts';

export const DESCRIPTION_MAX = 160;

export interface DescribedSection {
  blocks: readonly ContentBlock[];
  /** The section shows text of another language (a fallback). */
  fallback: boolean;
}

/** The first sentence of `text` (Intl.Segmenter), clipped to `max` characters. */
export function firstSentence(text: string, locale: Locale, max = DESCRIPTION_MAX): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  const segmenter = new Intl.Segmenter(intlLocale(locale), { granularity: 'sentence' });
  const first = (segmenter.segment(clean)[Symbol.iterator]().next().value?.segment ?? clean).trim();
  if (first.length <= max) return first;
  const head = first.slice(0, max - 1);
  const space = head.lastIndexOf(' ');
  if (locale === 'th' && space > max * 0.4) return `${head.slice(0, space)}…`;
  const words = new Intl.Segmenter(intlLocale(locale), { granularity: 'word' });
  let end = 0;
  for (const { index, segment } of words.segment(head)) {
    if (index + segment.length > head.length) break;
    end = index + segment.length;
  }
  // A word cut at `max - 1` is dropped (the segmenter cannot tell): keep what ends before it.
  const cut = head.slice(
    0,
    end === head.length && /\S/.test(first[max - 1] ?? '') ? lastBreak(head, words) : end,
  );
  return `${cut.trimEnd()}…`;
}

/** Where the last word of `text` starts. */
function lastBreak(text: string, words: Intl.Segmenter): number {
  let start = 0;
  for (const { index, isWordLike } of words.segment(text)) if (isWordLike) start = index;
  return start;
}

/** The description of a page from its sections in order, or undefined when none has a paragraph in the reader's language. */
export function pageDescription(sections: readonly DescribedSection[], locale: Locale): string | undefined {
  for (const section of sections) {
    if (section.fallback) continue;
    for (const block of section.blocks) {
      if (block.type !== 'html') continue;
      const paragraph = firstElement(
        parseHtml(block.html, { fragment: true }),
        (element) => element.tagName === 'p',
      );
      const text = paragraph ? visibleText(paragraph).replace(/\s+/g, ' ').trim() : '';
      if (text !== '') return firstSentence(text, locale);
    }
  }
  return undefined;
}
