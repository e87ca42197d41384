/**
 * Where a browser would break a Thai line inside a word the borrowed-words list lacks: the text is
 * segmented as the site shows it (listed words set apart) with ICU's Thai dictionary (Chromium's,
 * through Intl.Segmenter), and a boundary is reported where no Thai word can begin or end: a
 * segment starting with a silenced letter (มอน|ส์), a consonant and a silenced one (เก|รย์ฮอว์ค)
 * or one bare consonant (ถ้าโพ|ร|เซส), or ending in a leading vowel (เ แ โ ใ ไ). Given a word list
 * (thai-dictionary.ts), it also reports every segment that is no word of the list nor made of its
 * words (แช|ตบอต, คอม|มิต), whole words the list lacks (ชีท) included.
 */
import { THAI_BORROWED_WORDS } from './keep-words-together.ts';

/** A break inside an unlisted word: where (UTF-16 offset in the text) and the letters around it. */
export interface UnlistedBreak {
  index: number;
  /** Up to 8 letters either side, the break marked with "|". */
  context: string;
}

export const THAI_RUN = /[\u0e00-\u0e7f]+/g;
const MARK = '[\u0e31\u0e34-\u0e3a\u0e47-\u0e4b]?';
const SILENCED_START = new RegExp(`^[ก-ฮ]${MARK}\u0e4c|^[ก-ฮ][ก-ฮ]${MARK}\u0e4c`);
const BARE_CONSONANT = /^[ก-ฮ]$/;
const LEADING_VOWEL_END = /[เแโใไ]$/;
const COMBINING_NEXT = /[\u0e31\u0e34-\u0e3a\u0e47-\u0e4e]/;

const segmenter = new Intl.Segmenter('th', { granularity: 'word' });

/** A Thai word list: a segment is a word when the list has it or it is made of listed words. */
export interface ThaiWordList {
  has(word: string): boolean;
}

const THAI_LETTERS = /^[\u0e01-\u0e45\u0e47-\u0e4e]+$/;
const madeOfWordsCache = new WeakMap<ThaiWordList, Map<string, boolean>>();

/** Whether `segment` is a word of the list or a run of them (ไม่มี = ไม่ + มี). */
function madeOfWords(segment: string, list: ThaiWordList): boolean {
  let cache = madeOfWordsCache.get(list);
  if (!cache) {
    cache = new Map();
    madeOfWordsCache.set(list, cache);
  }
  const known = cache.get(segment);
  if (known !== undefined) return known;
  const reach = [true, ...Array<boolean>(segment.length).fill(false)];
  for (let from = 0; from < segment.length; from++) {
    if (!reach[from]) continue;
    for (let to = from + 1; to <= segment.length; to++)
      if (list.has(segment.slice(from, to))) reach[to] = true;
  }
  cache.set(segment, reach[segment.length]!);
  return reach[segment.length]!;
}

/** Whether a segment is Thai letters the word list neither has nor can make. */
function unknownWord(segment: string, list: ThaiWordList | undefined): boolean {
  return list !== undefined && THAI_LETTERS.test(segment) && !madeOfWords(segment, list);
}

/** A pattern of `words`, longest first. */
export function listedPattern(words: readonly string[]): RegExp {
  return new RegExp(
    [...words]
      .sort((a, b) => b.length - a.length)
      .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('|'),
    'g',
  );
}

/** The borrowed words as one pattern, longest first. */
export const LISTED = listedPattern(THAI_BORROWED_WORDS);

/** The pieces of a Thai run between listed words, each with its offset in the run. */
export function unlistedPieces(run: string, listed: RegExp): Array<[number, string]> {
  const pieces: Array<[number, string]> = [];
  let from = 0;
  for (const match of run.matchAll(listed)) {
    // Not a listed word when a mark of the next letter sits on its last one (โนม in อัตโนมัติ), as
    // joinBorrowedWords leaves it.
    if (COMBINING_NEXT.test(run[match.index + match[0].length] ?? '')) continue;
    if (match.index > from) pieces.push([from, run.slice(from, match.index)]);
    from = match.index + match[0].length;
  }
  if (from < run.length) pieces.push([from, run.slice(from)]);
  return pieces;
}

/**
 * The cuts `cutsOf` finds in each piece between the `borrowed` words (set apart as the site shows
 * them) of `text`'s Thai runs, as breaks with their context, in the order found.
 */
export function thaiBreaks(
  text: string,
  borrowed: readonly string[],
  cutsOf: (piece: string) => Iterable<number>,
): UnlistedBreak[] {
  const listed = borrowed === THAI_BORROWED_WORDS ? LISTED : listedPattern(borrowed);
  const found: UnlistedBreak[] = [];
  for (const runMatch of text.matchAll(THAI_RUN)) {
    const run = runMatch[0];
    for (const [offset, piece] of unlistedPieces(run, listed)) {
      for (const cut of cutsOf(piece)) {
        const inRun = offset + cut;
        const context = `${run.slice(Math.max(0, inRun - 8), inRun)}|${run.slice(inRun, inRun + 8)}`;
        found.push({ index: runMatch.index + inRun, context });
      }
    }
  }
  return found;
}

/** Every break a browser could make inside an unlisted Thai word of `text`, in text order. */
export function unlistedThaiBreaks(
  text: string,
  words: readonly string[] = THAI_BORROWED_WORDS,
  wordList?: ThaiWordList,
): UnlistedBreak[] {
  return thaiBreaks(text, words, (piece) => {
    const segments = [...segmenter.segment(piece)];
    const cuts: number[] = [];
    segments.forEach(({ segment, index }, at) => {
      const next = segments[at + 1];
      const unknown = segments.length > 1 && unknownWord(segment, wordList);
      const badStart = at > 0 && (SILENCED_START.test(segment) || BARE_CONSONANT.test(segment) || unknown);
      const badEnd = next !== undefined && (LEADING_VOWEL_END.test(segment) || unknown);
      const cut = badStart ? index : next?.index;
      if ((badStart || badEnd) && cut !== undefined && cut !== cuts.at(-1)) cuts.push(cut);
    });
    return cuts;
  });
}
