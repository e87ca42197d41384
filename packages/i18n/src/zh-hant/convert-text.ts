import { zhHantConverter } from './bundled-converter.ts';

/**
 * Simplified Chinese -> Traditional Chinese (Taiwan): OpenCC cn -> twp, with every glossary term
 * written as its zh-Hant name (termNameZhHant) and every word correction applied. Terms and
 * corrected words are found first, longest first (豁免检定 before a shorter name inside it), and
 * OpenCC converts only the text between them, so it never joins a term to its neighbours
 * (fixed-words.ts says why).
 */
export function convertText(simplified: string): string {
  return zhHantConverter().convertText(simplified);
}
