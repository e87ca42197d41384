/**
 * The Mainland phrases a zh-Hant (Taiwan) page must not show, from OpenCC's phrase data both ways:
 * TWPhrases (Mainland -> Taiwan: 鼠標 -> 滑鼠) and TWPhrasesRev (Taiwan -> Mainland: 網址 -> 地址,
 * read backwards), each Mainland phrase with what Taiwan writes. The converter writes these itself;
 * one left on a page was cut apart by a fixed word, written by hand, or is the reverse table's.
 * A phrase is a finding where it is a word of the text: not inside a word the project writes on
 * purpose (a glossary name, a word correction, KEPT_TAIWAN_PHRASES), and not straddling two words
 * (範圍內|存在 holds 內存, 屬性|能力 holds 性能: Intl.Segmenter puts a word across its edge).
 * Node only (opencc-tables.ts reads the files).
 */
import { zhHantConverter } from './bundled-converter.ts';
import { KEPT_TAIWAN_PHRASES } from './mainland-words.ts';
import { readOpenccTable } from './opencc-tables.ts';

/**
 * Reverse-table words Taiwan writes too in another sense: 數字 a number (the pair is 數位, digital),
 * 模擬 to simulate (類比, analog); one character (宏) is no phrase.
 */
const BOTH_SIDES: readonly string[] = ['數字', '模擬'];

let phrases: ReadonlyMap<string, string> | undefined;

/** Every Mainland phrase of OpenCC's Taiwan phrase tables, both ways, with its Taiwan form. */
export function mainlandPhrases(): ReadonlyMap<string, string> {
  if (phrases === undefined) {
    const found = new Map<string, string>();
    for (const [mainland, [taiwan]] of readOpenccTable('TWPhrases'))
      if (taiwan !== undefined && taiwan !== mainland) found.set(mainland, taiwan);
    for (const [taiwan, mainlandForms] of readOpenccTable('TWPhrasesRev'))
      for (const mainland of mainlandForms)
        if (
          mainland !== taiwan &&
          mainland.length > 1 &&
          !found.has(mainland) &&
          !BOTH_SIDES.includes(mainland)
        )
          found.set(mainland, taiwan);
    phrases = found;
  }
  return phrases;
}

/** The words a zh-Hant text writes on purpose: glossary names, word corrections, kept phrases. */
export function keptTaiwanWords(): readonly string[] {
  return [...zhHantConverter().fixedWords.map((word) => word.zhHant), ...KEPT_TAIWAN_PHRASES];
}

/** A Mainland phrase in a zh-Hant text: what, where (UTF-16 offset), what Taiwan writes. */
interface MainlandPhrase {
  found: string;
  index: number;
  taiwan: string;
}

function inside(text: string, start: number, end: number, words: readonly string[]): boolean {
  return words.some((word) => {
    for (
      let at = text.indexOf(word, Math.max(0, end - word.length));
      at >= 0 && at <= start;
      at = text.indexOf(word, at + 1)
    )
      if (at + word.length >= end) return true;
    return false;
  });
}

const segmenter = new Intl.Segmenter('zh-Hant', { granularity: 'word' });

/** Whether a word of the text crosses the span's start or end (the span is no word of its own). */
function straddled(text: string, start: number, end: number): boolean {
  const from = Math.max(0, start - 8);
  const window = text.slice(from, Math.min(text.length, end + 8));
  for (const { index, segment } of segmenter.segment(window)) {
    const segStart = from + index;
    const segEnd = segStart + segment.length;
    if ((segStart < start && segEnd > start) || (segStart < end && segEnd > end)) return true;
  }
  return false;
}

/** Every Mainland phrase (OpenCC's tables, both ways) that is a word of `text`, in text order. */
export function mainlandPhrasesIn(
  text: string,
  kept: readonly string[] = keptTaiwanWords(),
): MainlandPhrase[] {
  const found: MainlandPhrase[] = [];
  for (const [phrase, taiwan] of mainlandPhrases())
    for (let at = text.indexOf(phrase); at >= 0; at = text.indexOf(phrase, at + 1)) {
      const end = at + phrase.length;
      if (!inside(text, at, end, kept) && !straddled(text, at, end))
        found.push({ found: phrase, index: at, taiwan });
    }
  return found.sort((a, b) => a.index - b.index);
}
