/**
 * The order of a block's numbers with no label or unit (decision 297): two of different values the
 * English writes in different clauses (parted by `,` `;` `:` `.` `!` `?` or a dash, not a range's
 * "1–4", or in blocks joined by `{en-merge}`) keep their order: each clause says something of its
 * own ("Half Cover gives 2 …; Three-Quarters Cover gives 5 …"). Two of one clause may move with the
 * grammar ("14 costs 7 of your 27" is "27 点中的 7 点"): never compared. Each value at its first place,
 * only values written as often on both sides. Browser-safe.
 */
import type { PlacedToken } from './number-side.ts';

/**
 * English words that open a clause of condition or time, which Chinese and Thai grammar put before
 * the clause they qualify ("You regain 5 uses, if you have fewer than 2 left" is "如果你剩余的次数少于
 * 2 次，你恢复 5 次"): a comma before one of them does not part two clauses.
 */
const SUBORDINATE =
  /^\s+(?:if|unless|when|whenever|while|until|once|before|after|because|since|although|though|as long as|provided)\b/iu;

/**
 * A clause ends at one of these followed by a space or the end of the text (a comma not before a
 * SUBORDINATE word), or at a dash: an em dash, or an en dash or hyphen between spaces. A range
 * ("levels 1–4") is one clause.
 */
const CLAUSE_END = /[,;:.!?](?=\s|$)|—|\s[–-]\s|¶/gu;

/** The clause index of each offset of `text`: how many clause ends come before it. */
export function clauseAt(text: string): (offset: number) => number {
  const ends = [...text.matchAll(CLAUSE_END)]
    .filter((match) => match[0] !== ',' || !SUBORDINATE.test(text.slice(match.index + 1)))
    .map((match) => match.index);
  return (offset) => ends.filter((end) => end < offset).length;
}

/** Each value at its first place: a repeated "d20" is not a change of order. */
export function firstOfEach<T extends { value: string }>(tokens: readonly T[]): T[] {
  return tokens.filter((token, index) => tokens.findIndex((other) => other.value === token.value) === index);
}

export interface ClauseSwap {
  /** The two English numbers, in the English order. */
  english: [PlacedToken, PlacedToken];
  /** The translation's first of the value the English gives second (written before the other). */
  moved: PlacedToken;
}

/**
 * The first pair of plain numbers of different English clauses whose order the translation turns
 * round, or undefined. `englishText` is the English side's joined text (number-side.ts), where
 * each English token's `joined` offset is.
 */
export function clauseSwap(
  english: readonly PlacedToken[],
  englishText: string,
  translated: readonly PlacedToken[],
): ClauseSwap | undefined {
  const clause = clauseAt(englishText);
  // A value the translation writes more often than the English (a number word of the English
  // written as a digit: "two creatures" is "2 ตัว", number-value-findings.ts) has no one first
  // place to compare: it is left out.
  const count = (tokens: readonly PlacedToken[], value: string) =>
    tokens.filter((token) => token.value === value).length;
  const from = firstOfEach(english).filter(
    (token) => count(english, token.value) === count(translated, token.value),
  );
  const to = firstOfEach(translated);
  const place = (value: string) => to.findIndex((token) => token.value === value);
  for (const [i, first] of from.entries()) {
    for (const second of from.slice(i + 1)) {
      if (clause(first.joined) === clause(second.joined)) continue;
      const [a, b] = [place(first.value), place(second.value)];
      if (a >= 0 && b >= 0 && b < a) return { english: [first, second], moved: to[b]! };
    }
  }
  return undefined;
}
