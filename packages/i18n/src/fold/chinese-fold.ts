/**
 * Traditional -> Simplified for search, through OpenCC's own tables and converter (tw -> cn:
 * Taiwan's character variants, then OpenCC's Traditional -> Simplified phrases and characters).
 * Not twp: its Taiwan-phrase step rewrites words a reader means as written (傳送 -> 发送, where
 * the glossary's 传送 is meant); both scripts' term names are keys of their own. Node side: it
 * loads OpenCC's dictionaries (about 100 KB); the browser gets the cut-down FoldTable a search
 * document carries.
 */

import { from, to } from 'opencc-js/preset/t2cn';
import { Converter, type ConverterFunction, type DictLike } from 'opencc-js/t2cn';
import { foldCase, replaceLongest } from './fold-text.ts';
import type { FoldPairs, FoldTable } from './fold-types.ts';
import { THAI_VARIANT_PAIRS } from './thai-variants.ts';

let converter: ConverterFunction | undefined;

/** OpenCC's Traditional (Taiwan) -> Simplified converter, built once. */
function toSimplified(text: string): string {
  converter ??= Converter({ from: 'tw', to: 'cn' });
  return text === '' ? '' : converter(text);
}

/** The source side of every entry of OpenCC's tw -> cn dictionaries (characters and phrases). */
function dictionaryKeys(): string[] {
  const dicts: DictLike[] = [...(from.tw ?? []), ...(to.cn ?? [])].flat();
  const keys = new Set<string>();
  for (const dict of dicts) {
    const entries = typeof dict === 'string' ? dict.split('|').map((entry) => entry.split(' ')) : dict;
    for (const [key] of entries) if (key) keys.add(key);
  }
  return [...keys];
}

/** A text as the search index keeps it: foldCase, OpenCC's full tw -> cn, the Thai variants. */
export function indexFold(text: string): string {
  return replaceLongest(toSimplified(foldCase(text)), THAI_VARIANT_PAIRS);
}

/**
 * The fold table for a set of index keys (already indexFold-ed): every OpenCC character whose
 * Simplified form is a character of the keys, and every OpenCC phrase whose conversion differs from
 * its characters' and appears in a key. A query folded with it matches exactly what the full
 * converter's fold would: anything left out folds to text no key contains.
 */
export function searchFoldTable(keys: readonly string[]): FoldTable {
  const joined = keys.join('\n');
  const alphabet = new Set(joined);
  const chars: [string, string][] = [];
  const phrases: [string, string][] = [];
  const entries = dictionaryKeys();
  for (const key of entries) {
    if ([...key].length !== 1) continue;
    const simplified = toSimplified(key);
    if (simplified !== key && [...simplified].every((char) => alphabet.has(char)))
      chars.push([key, simplified]);
  }
  const charPairs: FoldPairs = chars;
  for (const key of entries) {
    if ([...key].length < 2) continue;
    const simplified = toSimplified(key);
    if (simplified === replaceLongest(key, charPairs) || !joined.includes(simplified)) continue;
    phrases.push([key, simplified]);
  }
  return { chinese: [...phrases, ...chars], thai: THAI_VARIANT_PAIRS };
}
