/**
 * A Thai word borrowed from English is kept whole unless the Thai dictionary knows the whole
 * token, not only its pieces: โก|เลม, ไฟร์|บอล, เท|เล|พอร์ต are cut into real syllables, so a check of
 * the pieces (unlisted-breaks.ts) cannot see them. A token is borrowed where the text pairs it with
 * its English and it sounds like it (sound-skeleton.ts): a glossary name and its English, a Thai
 * run before "(English)", a term link's text and the term's English name. Such a token must be on
 * the borrowed-words list (or made of its words), or be one segment of Intl.Segmenter's Thai
 * dictionary, or a word of the Thai word list (thai-dictionary.ts).
 */
import { THAI_BORROWED_WORDS } from './keep-words-together.ts';
import { soundsLike, thaiSkeleton } from './sound-skeleton.ts';
import { listedPattern, type ThaiWordList } from './unlisted-breaks.ts';

/** How alike the consonants must be for a Thai token to be its English's transliteration. */
const SOUNDS_LIKE = 0.7;

/** A borrowed token the text pairs with its English, and how the dictionary cuts it. */
export interface BorrowedToken {
  token: string;
  english: string;
  /** Intl.Segmenter's pieces joined by "|" (one piece: known whole). */
  cut: string;
}

const segmenter = new Intl.Segmenter('th', { granularity: 'word' });
const pieces = (text: string): string[] => [...segmenter.segment(text)].map(({ segment }) => segment);

function bestSound(thai: string, english: string): number {
  const words = english.split(/[\s-]+/).filter((word) => word.length > 2);
  return Math.max(soundsLike(thai, english), ...words.map((word) => soundsLike(thai, word)));
}

/** The borrowed token at the end of a Thai run: the last 1-6 pieces that sound most like `english`. */
export function borrowedTokenAtEnd(run: string, english: string): string | undefined {
  const cut = pieces(run);
  let best: { token: string; score: number } | undefined;
  for (let count = 1; count <= Math.min(6, cut.length); count++) {
    const token = cut.slice(-count).join('');
    const score = bestSound(token, english);
    // On a tie the shorter, unless the piece added carries no consonant (อี|เธอ|เรียล).
    const silentPiece = best !== undefined && thaiSkeleton(cut.at(-count)!) === '';
    if (
      score >= SOUNDS_LIKE &&
      (best === undefined || score > best.score || (score === best.score && silentPiece))
    )
      best = { token, score };
  }
  return best?.token;
}

const PAIRED = /([\u0e01-\u0e4e]+)\s?\(([A-Za-z][A-Za-z' -]{1,40})\)/g;
const LINKED = /\[([\u0e01-\u0e4e]+)\]\(term:([A-Za-z]+)\)/g;

/** The Thai tokens `text` pairs with English: before "(English)", and a term link's text. */
export function pairedTokens(
  text: string,
  termEnglish: (id: string) => string | undefined,
): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  for (const [, run, english] of text.matchAll(PAIRED)) {
    // A rule ID (CriticalHits) in parentheses is no English name.
    if (/[a-z][A-Z]/.test(english!)) continue;
    const token = borrowedTokenAtEnd(run!, english!);
    if (token) pairs.push([token, english!]);
  }
  for (const [, run, id] of text.matchAll(LINKED)) {
    const english = termEnglish(id!);
    const token = english === undefined ? undefined : borrowedTokenAtEnd(run!, english);
    if (token && english) pairs.push([token, english]);
  }
  return pairs;
}

/**
 * Whether the token is kept whole: every part of it between listed words (which the site keeps
 * whole) is a word of the word list as a whole (โบนัส|แอ็คชัน; not รี|แอ็คชัน, ดราก้อน|บอร์น).
 */
function keptWhole(token: string, listed: readonly string[], wordList: ThaiWordList): boolean {
  const parts = token.split(listedPattern(listed)).filter((part) => part !== '');
  return parts.every((part) => wordList.has(part));
}

/**
 * The paired borrowed tokens a line could break inside: neither listed, nor one segment of the
 * dictionary, nor a word of `wordList` (its pieces being words is not enough).
 */
export function brokenBorrowedTokens(
  pairs: ReadonlyArray<[string, string]>,
  wordList: ThaiWordList,
  listed: readonly string[] = THAI_BORROWED_WORDS,
): BorrowedToken[] {
  const found = new Map<string, BorrowedToken>();
  for (const [token, english] of pairs) {
    const cut = pieces(token);
    if (cut.length === 1 || wordList.has(token) || keptWhole(token, listed, wordList) || found.has(token))
      continue;
    found.set(token, { token, english, cut: cut.join('|') });
  }
  return [...found.values()];
}
