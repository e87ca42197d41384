/**
 * The characters conversion may change: Han characters, CJK symbols and punctuation (U+3000-U+303F)
 * and full-width forms (U+FF00-U+FFEF). OpenCC maps only Chinese characters, and its phrases never
 * hold a Latin letter, a digit or Markdown syntax, so converting only runs of these leaves every
 * other character where it was: dice notation, numbers, links, heading IDs, line breaks.
 */
export const CJK_RUN = /[\p{Script=Han}\u3000-\u303f\uff00-\uffef]+/gu;

/** `text` with each run of CJK characters (CJK_RUN) replaced by `convert(run)`; nothing else changes. */
export function convertCjkRuns(text: string, convert: (run: string) => string): string {
  return text.replace(CJK_RUN, (run) => convert(run));
}
