/**
 * The reverse of a second name: a term's zh-Hant name that the conversion made out of other
 * Simplified words (对象 "the one aimed at" -> 物件, the name of Object; 发送 "send" -> 傳送, the
 * name of Teleportation). The zh text does not name the term there, so zh-Hant must not either.
 */
import { zhHantConverter } from './bundled-converter.ts';
import { positionAt } from './text-position.ts';
import type { WordAsTermNameFinding, ZhHantConverter } from './types.ts';

/**
 * Each term's zh-Hant name that converting the Simplified `text` (of `file`) produces outside the
 * terms the text names, with the Simplified text it came from, in text order. Names one character
 * long are left out (輪 is Round, and 轮 is its only Simplified form).
 */
export function findWordsAsTermNames(
  file: string,
  simplified: string,
  converter: ZhHantConverter = zhHantConverter(),
): WordAsTermNameFinding[] {
  const names = converter.fixedWords.filter((word) => word.termId !== undefined && word.zhHant.length > 1);
  const findings: WordAsTermNameFinding[] = [];
  for (const piece of converter.piecesOf(simplified)) {
    if (piece.kind !== 'text') continue;
    const converted = converter.convertText(piece.text);
    for (const word of names) {
      for (let at = converted.indexOf(word.zhHant); at >= 0; at = converted.indexOf(word.zhHant, at + 1)) {
        const sameLength = converted.length === piece.text.length;
        const from = sameLength ? at : 0;
        const source = sameLength ? piece.text.slice(at, at + word.zhHant.length) : piece.text;
        findings.push({
          file,
          ...positionAt(simplified, piece.start + from),
          termId: word.termId!,
          name: word.zhHant,
          simplified: source,
        });
      }
    }
  }
  return findings.sort((a, b) => a.line - b.line || a.column - b.column);
}
