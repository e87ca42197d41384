/**
 * Where a browser would break a Thai line inside a game word its dictionary knows whole (คาถา, but
 * การคงคาถา reads การ|คงคา|ถา: two words, which unlisted-breaks.ts cannot see). Game words: the
 * glossary names' Thai words ICU reads as one, and game-words.json. The text is segmented as
 * unlistedThaiBreaks does; a boundary strictly inside a game word is reported.
 */
import { glossaryTerms } from '../glossary/index.ts';
import extra from './game-words.json' with { type: 'json' };
import { THAI_BORROWED_WORDS } from './keep-words-together.ts';
import { THAI_RUN, thaiBreaks, type UnlistedBreak } from './unlisted-breaks.ts';

const segmenter = new Intl.Segmenter('th', { granularity: 'word' });

let gameWords: readonly string[] | undefined;

/** The game words: each Thai word of a glossary name ICU reads whole (2 letters or more), and game-words.json's. */
export function thaiGameWords(): readonly string[] {
  if (gameWords === undefined) {
    const borrowed = new Set(THAI_BORROWED_WORDS);
    const fromNames = glossaryTerms.flatMap((term) => term.names.th.match(THAI_RUN) ?? []);
    gameWords = [...new Set([...fromNames, ...extra.words])].filter(
      (word) => word.length >= 2 && !borrowed.has(word) && [...segmenter.segment(word)].length === 1,
    );
  }
  return gameWords;
}

/** Every cut a browser could make inside a game word of `text`, in text order. */
export function cutGameWords(
  text: string,
  words: readonly string[] = thaiGameWords(),
  borrowed: readonly string[] = THAI_BORROWED_WORDS,
): UnlistedBreak[] {
  const breaks = thaiBreaks(text, borrowed, (piece) => {
    const cuts = new Set([...segmenter.segment(piece)].map(({ index }) => index));
    const reported = new Set<number>();
    for (const word of words) {
      for (let at = piece.indexOf(word); at >= 0; at = piece.indexOf(word, at + 1)) {
        for (let cut = at + 1; cut < at + word.length; cut++) if (cuts.has(cut)) reported.add(cut);
      }
    }
    return reported;
  });
  return breaks.sort((a, b) => a.index - b.index);
}
