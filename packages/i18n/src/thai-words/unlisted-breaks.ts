/**
 * Where a browser would break a Thai line inside a word the borrowed-words list lacks: the text is
 * segmented as the site shows it (each listed word kept whole and set apart, as
 * joinBorrowedWords and the build's wrapping do) with ICU's Thai dictionary, the one Chromium's
 * line breaker uses (Intl.Segmenter), and a segment boundary is reported where no Thai word can
 * begin or end:
 * - a segment that starts with a silenced letter (ร์, ช์: มอน|ส์) or with a consonant and a
 *   silenced one (เก|รย์ฮอว์ค), or that is one bare consonant (ถ้าโพ|ร|เซส);
 * - a segment that ends in a leading vowel (เ แ โ ใ ไ), which belongs to the next letter.
 * It finds the syllable-level cuts of transliterations (มอน|สเตอร์, เวิร์กเบน|ช์, โพ|รเซส). A cut into
 * pieces that are Thai words of their own (อี|เธอ|เรียล, การก|ระทำ) it cannot see: those are found by
 * the browser measurement at phone widths (the site's tools/thai-line-breaks.ts, browser check 88)
 * or a reading, and listed the same way.
 */
import { THAI_BORROWED_WORDS } from './keep-words-together.ts';

/** A break inside an unlisted word: where (UTF-16 offset in the text) and the letters around it. */
export interface UnlistedBreak {
  index: number;
  /** Up to 8 letters either side, the break marked with "|". */
  context: string;
}

const THAI_RUN = /[\u0e00-\u0e7f]+/g;
const MARK = '[\u0e31\u0e34-\u0e3a\u0e47-\u0e4b]?';
const SILENCED_START = new RegExp(`^[ก-ฮ]${MARK}\u0e4c|^[ก-ฮ][ก-ฮ]${MARK}\u0e4c`);
const BARE_CONSONANT = /^[ก-ฮ]$/;
const LEADING_VOWEL_END = /[เแโใไ]$/;

const segmenter = new Intl.Segmenter('th', { granularity: 'word' });

function listedPattern(words: readonly string[]): RegExp {
  return new RegExp(
    [...words]
      .sort((a, b) => b.length - a.length)
      .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('|'),
    'g',
  );
}

const LISTED = listedPattern(THAI_BORROWED_WORDS);

/** The pieces of a Thai run between listed words, each with its offset in the run. */
function unlistedPieces(run: string, listed: RegExp): Array<[number, string]> {
  const pieces: Array<[number, string]> = [];
  let from = 0;
  for (const match of run.matchAll(listed)) {
    if (match.index > from) pieces.push([from, run.slice(from, match.index)]);
    from = match.index + match[0].length;
  }
  if (from < run.length) pieces.push([from, run.slice(from)]);
  return pieces;
}

/** Every break a browser could make inside an unlisted Thai word of `text`, in text order. */
export function unlistedThaiBreaks(
  text: string,
  words: readonly string[] = THAI_BORROWED_WORDS,
): UnlistedBreak[] {
  const listed = words === THAI_BORROWED_WORDS ? LISTED : listedPattern(words);
  const found: UnlistedBreak[] = [];
  for (const runMatch of text.matchAll(THAI_RUN)) {
    const run = runMatch[0];
    for (const [offset, piece] of unlistedPieces(run, listed)) {
      const segments = [...segmenter.segment(piece)];
      segments.forEach(({ segment, index }, at) => {
        const next = segments[at + 1];
        const badStart = at > 0 && (SILENCED_START.test(segment) || BARE_CONSONANT.test(segment));
        const badEnd = next !== undefined && LEADING_VOWEL_END.test(segment);
        if (!badStart && !badEnd) return;
        const cut = badStart ? index : next!.index;
        const inRun = offset + cut;
        found.push({
          index: runMatch.index + inRun,
          context: `${run.slice(Math.max(0, inRun - 8), inRun)}|${run.slice(inRun, inRun + 8)}`,
        });
      });
    }
  }
  return found;
}
