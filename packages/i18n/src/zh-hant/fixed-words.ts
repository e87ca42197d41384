/**
 * The words the converter never hands to OpenCC with their neighbours: every glossary term's zh
 * name (written as its zh-Hant name) and every word correction. OpenCC takes the longest phrase at
 * each position, so a name could change with what surrounds it (这些特性能让 -> 這些特效能讓, 伤害类型 ->
 * 傷害型別); cutting the text at each such word keeps a term's name the same everywhere.
 */
import type { FixedWord, TextPiece, ZhHantData } from './types.ts';

function escapeForPattern(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Every fixed word of the data, longest zh form first (so 死亡豁免 comes before 死亡). A term's name
 * wins over a word correction with the same zh form, and the first of several terms sharing a zh
 * name gives the form (the name checks require such terms to share the zh-Hant name too).
 */
export function fixedWordsOf(data: ZhHantData, termName: (id: string) => string | undefined): FixedWord[] {
  const byZh = new Map<string, FixedWord>();
  for (const term of data.terms) {
    if (!byZh.has(term.names.zh)) {
      byZh.set(term.names.zh, { zh: term.names.zh, zhHant: termName(term.id)!, termId: term.id });
    }
  }
  for (const word of data.wordCorrections) {
    if (!byZh.has(word.zh)) byZh.set(word.zh, { zh: word.zh, zhHant: word.zhHant });
  }
  return [...byZh.values()].sort((a, b) => b.zh.length - a.zh.length || a.zh.localeCompare(b.zh));
}

/**
 * A function cutting a text into the fixed words found in it and the plain text between them, in
 * order: the leftmost word first, and at one position the longest (the pattern tries the words
 * longest first, so 豁免检定 is found as itself, not as a shorter name inside it).
 */
export function pieceFinder(words: readonly FixedWord[]): (text: string) => TextPiece[] {
  const byZh = new Map(words.map((word) => [word.zh, word]));
  const pattern = new RegExp(words.map((word) => escapeForPattern(word.zh)).join('|'), 'g');
  return (text) => {
    const pieces: TextPiece[] = [];
    let at = 0;
    if (words.length > 0) {
      for (const match of text.matchAll(pattern)) {
        const start = match.index;
        if (start > at) pieces.push({ kind: 'text', text: text.slice(at, start), start: at });
        pieces.push({ kind: 'fixed', text: match[0], start, word: byZh.get(match[0])! });
        at = start + match[0].length;
      }
    }
    if (at < text.length) pieces.push({ kind: 'text', text: text.slice(at), start: at });
    return pieces;
  };
}
