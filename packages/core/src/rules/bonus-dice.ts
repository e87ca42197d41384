import { readIntegerIn } from '@polyhedral/dice/number';

/**
 * Dice added to or taken from a D20 Test (Bless's +1d4, Bane's −1d4; rule D20Tests: "add any
 * relevant modifiers"), kept as small signed dice so the odds stay exact: the d20 test's chance
 * is counted over every sum of these dice, not sampled.
 */
export interface BonusDie {
  /** +1 adds the dice, −1 subtracts them. */
  readonly sign: 1 | -1;
  readonly count: number;
  readonly sides: number;
}

/** What a roll's dice bonus may hold: a few small dice, so the exact count stays small. */
export const BONUS_DICE_LIMITS = {
  terms: 4,
  count: { min: 1, max: 4 },
  sides: [4, 6, 8, 10, 12] as const,
} as const;

// U+2212 (the minus sign) written as an escape: a built CLI's bundle stays ASCII, read as a one-byte
// string (scripts/build-cli.mjs).
const TERM = /^([+\-\u2212])\s*([0-9]*)\s*d\s*([0-9]+)$/i;

/**
 * `+1d4`, `-1d4`, `+1d4-1d6` (each term signed; a leading `+` may be left out): the dice, or
 * undefined for text that is not such a list within BONUS_DICE_LIMITS. Empty text: no dice.
 */
export function parseBonusDice(text: string): BonusDie[] | undefined {
  const compact = text.replace(/\s+/g, '');
  if (compact === '') return [];
  const signed = /^[+\-\u2212]/.test(compact) ? compact : `+${compact}`;
  const terms = signed.match(/[+\-\u2212][^+\-\u2212]*/g) ?? [];
  if (terms.length > BONUS_DICE_LIMITS.terms) return undefined;
  const dice: BonusDie[] = [];
  for (const term of terms) {
    const match = TERM.exec(term);
    if (!match) return undefined;
    const count =
      match[2] === ''
        ? 1
        : readIntegerIn(match[2]!, BONUS_DICE_LIMITS.count.min, BONUS_DICE_LIMITS.count.max);
    const sides = Number(match[3]);
    if (count === undefined || !(BONUS_DICE_LIMITS.sides as readonly number[]).includes(sides))
      return undefined;
    dice.push({ sign: match[1] === '+' ? 1 : -1, count, sides });
  }
  return dice;
}

/** The text form of bonus dice (`+1d4-1d6`); no dice: empty text. */
export function formatBonusDice(dice: readonly BonusDie[]): string {
  return dice.map((d) => `${d.sign > 0 ? '+' : '-'}${d.count}d${d.sides}`).join('');
}

/**
 * Every total the dice can show with the number of ways it shows (out of `ways`, the product of
 * all sides): the exact distribution a D20 Test adds. No dice: one way to add 0.
 */
export function bonusDiceCounts(dice: readonly BonusDie[]): { counts: Map<number, bigint>; ways: bigint } {
  let counts = new Map<number, bigint>([[0, 1n]]);
  let ways = 1n;
  for (const die of dice) {
    for (let i = 0; i < die.count; i++) {
      const next = new Map<number, bigint>();
      for (const [total, n] of counts) {
        for (let face = 1; face <= die.sides; face++) {
          const value = total + die.sign * face;
          next.set(value, (next.get(value) ?? 0n) + n);
        }
      }
      counts = next;
      ways *= BigInt(die.sides);
    }
  }
  return { counts, ways };
}
