import type { Distribution } from '@polyhedral/dice';

/** Small helpers over exact distributions ({value, probability} lists from @polyhedral/dice). */

type Unbounded = Distribution['unbounded'];

/** The union of the sides on which any part is unbounded. */
function unboundedUnion(sides: readonly Unbounded[]): Unbounded {
  const above = sides.some((s) => s === 'above' || s === 'both');
  const below = sides.some((s) => s === 'below' || s === 'both');
  return above ? (below ? 'both' : 'above') : below ? 'below' : null;
}

/**
 * Build a Distribution from a value -> probability map (values ascending, zero weights dropped).
 * `truncatedMass` and `unbounded` carry over what the dice engine cut off (exploding dice).
 */
export function distributionFromMap(
  weights: ReadonlyMap<number, number>,
  truncatedMass = 0,
  unbounded: Unbounded = null,
): Distribution {
  const outcomes = [...weights.entries()].filter(([, p]) => p > 0).sort((a, b) => a[0] - b[0]);
  let mean = 0;
  for (const [v, p] of outcomes) mean += v * p;
  let variance = 0;
  for (const [v, p] of outcomes) variance += (v - mean) ** 2 * p;
  return {
    min: outcomes[0]?.[0] ?? 0,
    max: outcomes.at(-1)?.[0] ?? 0,
    mean,
    stddev: Math.sqrt(variance),
    outcomes,
    truncatedMass,
    unbounded,
  };
}

/** Weighted mixture of distributions, each value passed through `map` (e.g. clamp, halve). */
export function mixDistributions(
  parts: ReadonlyArray<readonly [weight: number, dist: Distribution, map?: (value: number) => number]>,
): Distribution {
  const weights = new Map<number, number>();
  let truncatedMass = 0;
  const sides: Unbounded[] = [];
  for (const [weight, dist, map] of parts) {
    if (weight === 0) continue;
    truncatedMass += weight * dist.truncatedMass;
    sides.push(dist.unbounded);
    for (const [value, p] of dist.outcomes) {
      const v = map ? map(value) : value;
      weights.set(v, (weights.get(v) ?? 0) + weight * p);
    }
  }
  return distributionFromMap(weights, truncatedMass, unboundedUnion(sides));
}

/** Damage is never negative: "it's possible to deal 0 damage but not negative damage" (DamageRolls). */
export function clampAtZero(value: number): number {
  return Math.max(value, 0);
}
