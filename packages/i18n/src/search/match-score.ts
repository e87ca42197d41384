/**
 * How well a folded query meets one folded key, 0..1: the same text 1; the key starting with the
 * query or holding it (a reader typing part of a name) less; else, over their character pairs (and
 * single Chinese characters, each a word's worth: 降到/降至), how much of the query the key explains
 * (recall) and how much of the key the query names (precision): the better of "explains most of
 * the query" (a phrase around a title: 生命值降到0 for 生命值降至 0) and "is named whole in it" (a
 * term in a question: 什么是力量). Compared without spaces (Thai and Chinese write none between words).
 */

/** A text's pieces as counted: character pairs, and single Chinese characters. */
export interface Pieces {
  counts: Map<string, number>;
  total: number;
}

const isAscii = (text: string) => /^[\x20-\x7e]*$/.test(text);
const HAN = /\p{Script=Han}/u;

export function piecesOf(text: string): Pieces {
  const counts = new Map<string, number>();
  const chars = [...text];
  const add = (piece: string) => counts.set(piece, (counts.get(piece) ?? 0) + 1);
  for (let at = 0; at + 1 < chars.length; at++) add(chars[at]! + chars[at + 1]!);
  for (const char of chars) if (HAN.test(char)) add(char);
  let total = 0;
  for (const count of counts.values()) total += count;
  return { counts, total };
}

function shared(a: Pieces, b: Pieces): number {
  let count = 0;
  for (const [piece, times] of a.counts) count += Math.min(times, b.counts.get(piece) ?? 0);
  return count;
}

/** Fewest characters a query needs before part of a key counts (one Chinese character is too few). */
function minimumLength(text: string): number {
  return isAscii(text) ? 3 : 2;
}

/** The score of `query` against `key` (both folded, spaces removed), with their pieces. */
export function matchScore(query: string, queryPieces: Pieces, key: string, keyPieces: Pieces): number {
  if (query === '' || key === '') return 0;
  if (query === key) return 1;
  if (query.length >= minimumLength(query)) {
    if (key.startsWith(query)) return 0.85 + (0.1 * query.length) / key.length;
    if (key.includes(query)) return 0.7 + (0.1 * query.length) / key.length;
  }
  if (queryPieces.total === 0 || keyPieces.total === 0) return 0;
  const common = shared(queryPieces, keyPieces);
  const recall = common / queryPieces.total;
  const precision = common / keyPieces.total;
  return 0.8 * Math.max(recall * Math.sqrt(precision), 0.75 * Math.sqrt(recall) * precision);
}
