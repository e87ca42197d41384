/**
 * A browser breaks Thai lines with a dictionary that lacks the game's borrowed words
 * (borrowed-words.json), so a line could end inside one (มอนส|เตอร์). Where markup cannot wrap them
 * (an island's strings), each is joined: WORD JOINER (U+2060) between its letters, ZERO WIDTH SPACE
 * (U+200B) where it touches another Thai letter (so ของมอนสเตอร์ is not read as ขอ|งมอนส...).
 */
import list from './borrowed-words.json' with { type: 'json' };

/** The borrowed game words, longest first (so รีแอ็คชัน is found before แอ็คชัน inside it). */
export const THAI_BORROWED_WORDS: readonly string[] = [...list.words].sort((a, b) => b.length - a.length);

export const WORD_JOINER = '\u2060';
export const ZERO_WIDTH_SPACE = '\u200b';

/** A listed word found in a text: [start, end) in UTF-16 code units. */
export interface BorrowedWordRange {
  word: string;
  start: number;
  end: number;
}

const THAI_LETTER = /[\u0e01-\u0e4e]/;
/** Thai marks that sit on the letter before them (vowels above/below, tone marks, thanthakhat). */
const COMBINING = /[\u0e31\u0e34-\u0e3a\u0e47-\u0e4e]/;

function escapeForPattern(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const PATTERN = new RegExp(THAI_BORROWED_WORDS.map(escapeForPattern).join('|'), 'g');

/** Every listed word in `text`, in order, leftmost and then longest (not one that ends inside a syllable). */
export function borrowedWordRanges(
  text: string,
  words: readonly string[] = THAI_BORROWED_WORDS,
): BorrowedWordRange[] {
  const pattern =
    words === THAI_BORROWED_WORDS
      ? PATTERN
      : new RegExp(
          [...words]
            .sort((a, b) => b.length - a.length)
            .map(escapeForPattern)
            .join('|'),
          'g',
        );
  if (words.length === 0 || !/[\u0e00-\u0e7f]/.test(text)) return [];
  return [...text.matchAll(pattern)]
    .map((match) => ({ word: match[0], start: match.index, end: match.index + match[0].length }))
    .filter(({ end }) => !COMBINING.test(text[end] ?? ''));
}

/** `word` with a WORD JOINER between its letters (never before a mark that sits on a letter). */
function joined(word: string): string {
  let out = '';
  for (const char of word) {
    if (out !== '' && !COMBINING.test(char)) out += WORD_JOINER;
    out += char;
  }
  return out;
}

/**
 * `text` with each listed word joined (see above). A text without Thai, or already joined, comes
 * back unchanged: joining twice adds nothing.
 */
export function joinBorrowedWords(text: string): string {
  const plain = text.replaceAll(WORD_JOINER, '');
  const ranges = borrowedWordRanges(plain);
  if (ranges.length === 0) return text;
  let out = '';
  let at = 0;
  for (const { word, start, end } of ranges) {
    out += plain.slice(at, start);
    const before = plain[start - 1];
    if (before !== undefined && THAI_LETTER.test(before) && !out.endsWith(ZERO_WIDTH_SPACE))
      out += ZERO_WIDTH_SPACE;
    out += joined(word);
    const after = plain[end];
    if (after !== undefined && THAI_LETTER.test(after) && !COMBINING.test(after)) out += ZERO_WIDTH_SPACE;
    at = end;
  }
  return out + plain.slice(at);
}

/** Each message of a Thai set of strings joined (joinBorrowedWords); other locales' unchanged. */
export function joinBorrowedWordsIn<T extends Record<string, string>>(messages: T, locale: string): T {
  if (locale !== 'th') return messages;
  return Object.fromEntries(
    Object.entries(messages).map(([key, text]) => [key, joinBorrowedWords(text)]),
  ) as T;
}
