/**
 * A dice distribution's exact values, where the expression rolls over a finite count N of equally
 * likely outcomes (@polyhedral/dice equallyLikelyOutcomes): each probability is a whole number k
 * of them over N, read back from the float distribution (k = round(p N)) and kept only when every
 * k is within 1e-3 of p N and the k sum to N exactly (the floats are good to ~1e-15 relative:
 * below N = 2^40 their error is far under the 0.5 a wrong k would need). Else (explosions,
 * rerolls until a face, N past 2^40, underflowed outcomes) there is no exact answer: null.
 */
import { type DiceNode, type Distribution, equallyLikelyOutcomes } from '@polyhedral/dice';
import { Fraction } from '../fraction.ts';

export interface ExactDice {
  /** [value, probability] as the float distribution's outcomes, each probability exact. */
  distribution: [number, Fraction][];
  mean: Fraction;
  /** P(total >= at-least), when a threshold is given. */
  chanceAtLeast: Fraction | null;
}

/** The largest count read back (see above). */
const MAX_OUTCOMES = 2n ** 40n;

export function exactDice(
  node: DiceNode,
  distribution: Distribution,
  atLeast: number | null,
): ExactDice | null {
  const outcomes = equallyLikelyOutcomes(node);
  if (outcomes === null || outcomes > MAX_OUTCOMES || distribution.truncatedMass > 0) return null;
  const total = Number(outcomes);
  const counts: [number, bigint][] = [];
  let sum = 0n;
  for (const [value, p] of distribution.outcomes) {
    const count = Math.round(p * total);
    if (Math.abs(p * total - count) > 1e-3) return null;
    counts.push([value, BigInt(count)]);
    sum += BigInt(count);
  }
  if (sum !== outcomes) return null;
  const weighted = counts.reduce((acc, [value, count]) => acc + BigInt(value) * count, 0n);
  const reaching = counts.reduce(
    (acc, [value, count]) => (atLeast !== null && value >= atLeast ? acc + count : acc),
    0n,
  );
  return {
    distribution: counts.map(([value, count]) => [value, Fraction.of(count, outcomes)]),
    mean: Fraction.of(weighted, outcomes),
    chanceAtLeast: atLeast === null ? null : Fraction.of(reaching, outcomes),
  };
}
