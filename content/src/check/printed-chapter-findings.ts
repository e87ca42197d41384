/**
 * A chapter number of the printed book written into a Thai or Chinese text ("บทที่ 3", "第3章",
 * "Chapter 3"): the site has no such chapters. One finding per use, at its line and column in the
 * text given (a file's body for `content check`, a section's text in the review editor).
 */
import { type Finding, makeFinding } from '../findings/finding.ts';

/** A chapter number of the printed book, per locale (Thai and Arabic digits). */
const PRINTED_CHAPTER: Readonly<Record<'th' | 'zh', RegExp>> = {
  th: /บทที่\s*[0-9๐-๙]+|\b[Cc]hapter\s+\d+/g,
  zh: /第\s*[0-9〇一二三四五六七八九十]+\s*章|\b[Cc]hapter\s+\d+/g,
};

/** The pattern of a locale's printed chapter numbers (null: not checked in that locale). */
export function printedChapterPattern(locale: string): RegExp | null {
  return locale === 'th' || locale === 'zh' ? PRINTED_CHAPTER[locale] : null;
}

export function printedChapterFindings(text: string, locale: string): Finding[] {
  const pattern = printedChapterPattern(locale);
  if (!pattern) return [];
  return [...text.matchAll(pattern)].map((match) => {
    const before = text.slice(0, match.index).split('\n');
    return makeFinding(
      'content.text.printed-chapter',
      { line: before.length, column: before.at(-1)!.length + 1 },
      { locale, text: match[0] },
    );
  });
}
