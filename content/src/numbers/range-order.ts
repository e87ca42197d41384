/**
 * A range's bounds in their order (decision 411): "from 1 to 20", "1–20", "1 - 20", "1 到 20", "1 至
 * 20", "1 ถึง 20" name a low bound and a high one; the same two numbers written as a range the other
 * way round ("20 - 1") turn the range, though both stand in one clause, where clause-order.ts leaves
 * two numbers free to move with the grammar. Browser-safe.
 */
import type { PlacedToken } from './number-side.ts';

/** What stands between a range's two bounds, in en, th and zh. */
const BETWEEN = /^\s*(?:–|-|—|~|～|to|through|ถึง|至|到)\s*$/iu;

/** Each range of `tokens` in `text` (offsets by `joined`): its two bounds, as written. */
function ranges(tokens: readonly PlacedToken[], text: string): [PlacedToken, PlacedToken][] {
  const found: [PlacedToken, PlacedToken][] = [];
  tokens.forEach((token, index) => {
    const next = tokens[index + 1];
    if (!next || token.value === next.value) return;
    const between = text.slice(token.joined + token.written.length, next.joined);
    if (BETWEEN.test(between)) found.push([token, next]);
  });
  return found;
}

export interface RangeTurn {
  /** The English range's bounds, in the English order. */
  english: [PlacedToken, PlacedToken];
  /** The translation's first bound, which is the English's second. */
  moved: PlacedToken;
}

/** The first English range the translation writes with its bounds the other way round. */
export function rangeTurn(
  english: readonly PlacedToken[],
  englishText: string,
  translated: readonly PlacedToken[],
  translatedText: string,
): RangeTurn | undefined {
  const written = ranges(translated, translatedText);
  for (const [low, high] of ranges(english, englishText)) {
    const same = written.some(([a, b]) => a.value === low.value && b.value === high.value);
    const turned = written.find(([a, b]) => a.value === high.value && b.value === low.value);
    if (turned && !same) return { english: [low, high], moved: turned[0] };
  }
  return undefined;
}
