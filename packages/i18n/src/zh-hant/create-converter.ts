import { fixedWordsOf, pieceFinder } from './fixed-words.ts';
import { plainTaiwanConversion } from './opencc-taiwan.ts';
import type { ZhHantConverter, ZhHantData } from './types.ts';

/**
 * A Simplified -> Traditional (Taiwan) converter over one set of data: OpenCC cn -> twp, with every
 * glossary term written as its zh-Hant name and every word correction applied. The fixed words are
 * found first and the text between them is converted piece by piece (see fixed-words.ts).
 */
export function createZhHantConverter(data: ZhHantData): ZhHantConverter {
  const termsById = new Map(data.terms.map((term) => [term.id, term]));
  // Each term's plain conversion once per converter: the checks ask for every term's names once
  // per text they look at (findSecondNames, for each of some 3,000 UI strings), and OpenCC's
  // conversion is the costly part.
  const plainNames = new Map<string, string>();
  const plainTermName = (id: string): string | undefined => {
    const term = termsById.get(id);
    if (term === undefined) return undefined;
    let plain = plainNames.get(id);
    if (plain === undefined) {
      plain = plainTaiwanConversion(term.names.zh);
      plainNames.set(id, plain);
    }
    return plain;
  };
  const termName = (id: string): string | undefined => data.nameOverrides[id]?.name ?? plainTermName(id);
  const fixedWords = fixedWordsOf(data, termName);
  const piecesOf = pieceFinder(fixedWords);
  const convertText = (simplified: string): string =>
    piecesOf(simplified)
      .map((piece) => (piece.kind === 'fixed' ? piece.word.zhHant : plainTaiwanConversion(piece.text)))
      .join('');
  return { convertText, termName, plainTermName, piecesOf, fixedWords };
}
