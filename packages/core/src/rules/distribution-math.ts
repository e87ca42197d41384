import type { Distribution } from '@polyhedral/dice';

/** Small helpers over exact distributions ({value, probability} lists from @polyhedral/dice). */

/**
 * Build a Distribution from a value -> probability map (values ascending, zero weights dropped).
 * `truncatedMass` and `unbounded` carry what the parts left out past an explosion cut-off.
 */
export function distributionFromMap(
  weights: ReadonlyMap<number, number>,
  cut: Pick<Distribution, 'truncatedMass' | 'unbounded'> = { truncatedMass: 0, unbounded: null },
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
    ...cut,
  };
}

/** Weighted mixture of distributions, each value passed through `map` (e.g. clamp, halve). */
export function mixDistributions(
  parts: ReadonlyArray<readonly [weight: number, dist: Distribution, map?: (value: number) => number]>,
): Distribution {
  const weights = new Map<number, number>();
  let truncatedMass = 0;
  let above = false;
  let below = false;
  for (const [weight, dist, map] of parts) {
    if (weight === 0) continue;
    for (const [value, p] of dist.outcomes) {
      const v = map ? map(value) : value;
      weights.set(v, (weights.get(v) ?? 0) + weight * p);
    }
    truncatedMass += weight * dist.truncatedMass;
    // An unbounded side stays unbounded unless the (monotone) map holds it at a limit (clampAtZero).
    const far = (x: number) => (map ? map(x) : x);
    if (dist.unbounded === 'above' || dist.unbounded === 'both') {
      if (far(dist.max + 1e6) !== far(dist.max)) above = true;
    }
    if (dist.unbounded === 'below' || dist.unbounded === 'both') {
      if (far(dist.min - 1e6) !== far(dist.min)) below = true;
    }
  }
  const unbounded = above ? (below ? 'both' : 'above') : below ? 'below' : null;
  return distributionFromMap(weights, { truncatedMass, unbounded });
}

/** Damage is never negative: "it's possible to deal 0 damage but not negative damage" (DamageRolls). */
export function clampAtZero(value: number): number {
  return Math.max(value, 0);
}
