/**
 * The one search fold, used wherever a text is compared with what a reader typed (the search index,
 * the query, the CLI, the API's search document, the term checks): NFKC (full-width -> half-width,
 * compatibility forms), zero-widths dropped, case folded, punctuation and symbols -> a space,
 * spaces collapsed, English plural `-s` dropped, Traditional -> Simplified Chinese and Thai spelling
 * variants -> the content's spelling through a FoldTable. Browser-safe: no OpenCC here.
 */
import type { FoldPairs, FoldTable } from './fold-types.ts';

/** A table's pairs as a map plus its longest key, made once per pairs list. */
interface Replacer {
  map: Map<string, string>;
  longest: number;
}

const replacers = new WeakMap<FoldPairs, Replacer>();

function replacerOf(pairs: FoldPairs): Replacer {
  let replacer = replacers.get(pairs);
  if (replacer === undefined) {
    const map = new Map<string, string>();
    let longest = 0;
    for (const [from, to] of pairs) {
      if (from === '' || map.has(from)) continue;
      map.set(from, to);
      longest = Math.max(longest, [...from].length);
    }
    replacer = { map, longest };
    replacers.set(pairs, replacer);
  }
  return replacer;
}

/** `text` with each longest listed spelling (left to right) replaced by its folded form. */
export function replaceLongest(text: string, pairs: FoldPairs): string {
  const { map, longest } = replacerOf(pairs);
  if (map.size === 0) return text;
  const chars = [...text];
  let out = '';
  for (let at = 0; at < chars.length; ) {
    let taken = 0;
    for (let length = Math.min(longest, chars.length - at); length > 0; length--) {
      const piece = chars.slice(at, at + length).join('');
      const folded = map.get(piece);
      if (folded !== undefined) {
        out += folded;
        taken = length;
        break;
      }
    }
    if (taken === 0) {
      out += chars[at];
      taken = 1;
    }
    at += taken;
  }
  return out;
}

/** A Latin word of four or more letters ending in one `s` (attacks, points; not class, ss). */
const ENGLISH_PLURAL = /\b([a-z]{3,}[^s\W])s\b/g;

/** The case, width, punctuation and space fold, before any script fold. */
export function foldCase(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[\u200b-\u200d\u2060\ufeff]/g, '')
    .toLocaleLowerCase('en')
    .replace(/[\p{P}\p{S}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(ENGLISH_PLURAL, '$1');
}

/** `text` as search compares it: case, width, punctuation and space folded, then Chinese and Thai spellings. */
export function foldText(text: string, table: FoldTable): string {
  return replaceLongest(replaceLongest(foldCase(text), table.chinese), table.thai);
}
