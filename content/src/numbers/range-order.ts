/**
 * A range's bounds (decision 411, issue 98): "from 1 to 20", "1–20", "1 - 20", "1 到 20", "1 至 20",
 * "1 ถึง 20", "from 5 (very easy) to 30" name a low bound and a high one. The same two numbers
 * written as a range the other way round ("20 - 1") turn the range, though both stand in one clause,
 * where clause-order.ts leaves two numbers free to move with the grammar; and a range of the
 * translation whose bounds no English range has ("从 30 到 20" for "from 1 to 20", with the 1 moved
 * elsewhere) takes a bound from another number. Browser-safe.
 */
import type { PlacedToken } from './number-side.ts';

/** What stands between a range's two bounds, in en, th and zh (a bound's parenthesis first). */
const BETWEEN = /^\s*(?:\([^()]*\)\s*)?(?:–|-|—|~|～|to|through|ถึง|至|到)\s*$/iu;
/** Text that is still inside a parenthesis opened right after a bound ("5 (very easy"). */
const IN_PARENTHESIS = /^\s*\([^()]*$/u;

/** Each range of `tokens` in `text` (offsets by `joined`): its two bounds, as written. */
export function ranges(tokens: readonly PlacedToken[], text: string): [PlacedToken, PlacedToken][] {
  const found: [PlacedToken, PlacedToken][] = [];
  tokens.forEach((token, index) => {
    for (const next of tokens.slice(index + 1)) {
      const between = text.slice(token.joined + token.written.length, next.joined);
      if (BETWEEN.test(between)) {
        if (token.value !== next.value) found.push([token, next]);
        return;
      }
      if (!IN_PARENTHESIS.test(between)) return;
    }
  });
  return found;
}

export interface RangeTurn {
  /** The English range's bounds, in the English order. */
  english: [PlacedToken, PlacedToken];
  /** The translation's bounds where they differ from the English range's (turned or taken). */
  found: [PlacedToken, PlacedToken];
  /** The translation's first bound that is not the English's. */
  moved: PlacedToken;
}

const same = (a: readonly PlacedToken[], b: readonly PlacedToken[]) =>
  a[0]!.value === b[0]!.value && a[1]!.value === b[1]!.value;

/**
 * The first English range the translation writes with its bounds the other way round, else the
 * first range of the translation that no English range has, where an English range the
 * translation lacks can answer for it.
 */
export function rangeTurn(
  english: readonly PlacedToken[],
  englishText: string,
  translated: readonly PlacedToken[],
  translatedText: string,
): RangeTurn | undefined {
  const written = ranges(translated, translatedText);
  const expected = ranges(english, englishText);
  for (const [low, high] of expected) {
    const turned = written.find(([a, b]) => a.value === high.value && b.value === low.value);
    if (turned && !written.some((range) => same(range, [low, high])))
      return { english: [low, high], found: turned, moved: turned[0] };
  }
  const lacking = expected.filter((range) => !written.some((other) => same(other, range)));
  const foreign = written.find((range) => !expected.some((other) => same(other, range)));
  if (!lacking[0] || !foreign) return undefined;
  const moved = foreign[0].value === lacking[0][0].value ? foreign[1] : foreign[0];
  return { english: lacking[0], found: foreign, moved };
}
