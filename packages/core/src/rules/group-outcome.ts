import { Fraction } from '../fraction.ts';

/**
 * How many of a group succeed when each member rolls on its own (each its own d20, its own dice):
 * the exact chance of each count, 0 to all of them (a Poisson binomial distribution, counted
 * member by member over exact fractions), the chance that all fail and that at least one succeeds.
 */
export interface GroupOutcome {
  /** `counts[k]`: the exact chance that exactly k members succeed (k from 0 to the group's size). */
  readonly counts: readonly Fraction[];
  readonly allFail: Fraction;
  readonly atLeastOne: Fraction;
  /** The expected number of members who succeed (the sum of their chances). */
  readonly expected: Fraction;
}

/** The group outcome of independent rolls, one exact chance of success per member. */
export function groupOutcome(chances: readonly Fraction[]): GroupOutcome {
  let counts: Fraction[] = [Fraction.ONE];
  for (const chance of chances) {
    const miss = Fraction.ONE.sub(chance);
    const next: Fraction[] = [];
    for (let k = 0; k <= counts.length; k += 1) {
      const stay = k < counts.length ? counts[k]!.mul(miss) : Fraction.ZERO;
      const rise = k > 0 ? counts[k - 1]!.mul(chance) : Fraction.ZERO;
      next.push(stay.add(rise));
    }
    counts = next;
  }
  const allFail = counts[0]!;
  return {
    counts,
    allFail,
    atLeastOne: Fraction.ONE.sub(allFail),
    expected: chances.reduce((sum, one) => sum.add(one), Fraction.ZERO),
  };
}
