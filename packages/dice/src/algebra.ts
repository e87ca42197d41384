import type { DiceNode } from './ast.ts';
import { addDistributions, addWork, type Dense } from './distribution/dense.ts';
import { DiceLimitError } from './errors.ts';
import { estimateDistribution, OUTCOME_UNITS } from './evaluate/check-limits.ts';
import { type Distribution, toDistribution } from './evaluate/distribution.ts';
import { sumExactMoments, withExactMoments } from './evaluate/exact-moments.ts';
import { DICE_LIMITS } from './limits.ts';

/*
 * The evaluator's distribution algebra over finished `Distribution`s, for callers that combine
 * distributions themselves (the core's save-for-half): exact sums, mixtures, value maps, moments,
 * and the work estimate and limit every exact computation goes through.
 */

/** Where the possible values of a result are infinite (see Distribution.unbounded). */
type Sides = { above: boolean; below: boolean };

function sidesOf(d: Pick<Distribution, 'unbounded'>): Sides {
  return {
    above: d.unbounded === 'above' || d.unbounded === 'both',
    below: d.unbounded === 'below' || d.unbounded === 'both',
  };
}

function unboundedOf({ above, below }: Sides): Distribution['unbounded'] {
  return above ? (below ? 'both' : 'above') : below ? 'below' : null;
}

function denseOf(d: Distribution): Dense {
  const lo = d.outcomes[0]?.[0] ?? 0;
  const hi = d.outcomes.at(-1)?.[0] ?? 0;
  const p = new Float64Array(hi - lo + 1);
  for (const [v, q] of d.outcomes) p[v - lo] = q;
  return { offset: lo, p };
}

/** The value range of a distribution (its outcomes), for work estimates. */
export interface ValueRange {
  min: number;
  max: number;
}

function width(r: ValueRange): number {
  return r.max - r.min + 1;
}

/**
 * Work units (about 1 ns each, the unit of DICE_LIMITS.maxWork) of sumDistributions over two
 * value ranges: the convolution or FFT, whichever the sum will use, plus the result's outcomes.
 */
export function sumWork(a: ValueRange, b: ValueRange): number {
  return addWork(width(a), width(b)) + OUTCOME_UNITS * (width(a) + width(b) - 1);
}

/** Work units of summing distributions of these value ranges one after another (sumAllDistributions). */
export function sumAllWork(ranges: readonly ValueRange[]): number {
  let work = 0;
  let acc: ValueRange | undefined;
  for (const r of ranges) {
    if (acc) {
      work += sumWork(acc, r);
      acc = { min: acc.min + r.min, max: acc.max + r.max };
    } else acc = r;
  }
  return work;
}

/** The one work limit: `dice.limit.too-much-work` past `limit` (default DICE_LIMITS.maxWork). */
export function checkWork(work: number, limit: number = DICE_LIMITS.maxWork): void {
  if (!(work <= limit)) {
    throw new DiceLimitError(
      'dice.limit.too-much-work',
      limit,
      Number.isFinite(work) ? Math.round(work) : Number.MAX_VALUE,
    );
  }
}

/** The value range and estimated work of a tree's exact distribution, after the limit checks. */
export function estimateDistributionRange(node: DiceNode): ValueRange & { work: number } {
  return estimateDistribution(node);
}

/**
 * Distribution of A + B for independent A and B (exact convolution, or the FFT when that is
 * cheaper; the FFT's floored values go to truncatedMass). Refuses work past the limit first.
 */
export function sumDistributions(
  a: Distribution,
  b: Distribution,
  limit: number = DICE_LIMITS.maxWork,
): Distribution {
  checkWork(sumWork(a, b), limit);
  const dense = addDistributions(denseOf(a), denseOf(b));
  const [sa, sb] = [sidesOf(a), sidesOf(b)];
  const lost = a.truncatedMass + b.truncatedMass - a.truncatedMass * b.truncatedMass;
  const sum = toDistribution({
    dense,
    lost: lost + (dense.lost ?? 0),
    above: sa.above || sb.above,
    below: sa.below || sb.below,
  });
  return withExactMoments(sum, sumExactMoments(a, b));
}

/** Sum of several independent distributions, after checking the whole sum's work against the limit. */
export function sumAllDistributions(
  parts: readonly Distribution[],
  limit: number = DICE_LIMITS.maxWork,
): Distribution {
  if (parts.length === 0) return distributionFromWeights([[0, 1]]);
  checkWork(sumAllWork(parts), limit);
  return parts.slice(1).reduce((acc, d) => sumDistributions(acc, d, Number.POSITIVE_INFINITY), parts[0]!);
}

/** Mean and standard deviation of [value, probability] pairs, normalized by their total. */
export function momentsOf(outcomes: ReadonlyArray<readonly [number, number]>): {
  mean: number;
  stddev: number;
} {
  let total = 0;
  let weighted = 0;
  for (const [v, p] of outcomes) {
    total += p;
    weighted += v * p;
  }
  const mean = total > 0 ? weighted / total : 0;
  let variance = 0;
  for (const [v, p] of outcomes) variance += (v - mean) ** 2 * p;
  return { mean: mean + 0, stddev: total > 0 ? Math.sqrt(variance / total) : 0 };
}

/**
 * A Distribution from value -> probability weights (any order; zero weights dropped).
 * `cut` carries what the parts left out past an explosion cut-off and the unbounded sides.
 */
export function distributionFromWeights(
  weights: Iterable<readonly [number, number]>,
  cut: Pick<Distribution, 'truncatedMass' | 'unbounded'> = { truncatedMass: 0, unbounded: null },
): Distribution {
  const outcomes = [...weights]
    .filter(([, p]) => p > 0)
    .map(([v, p]) => [v + 0, Math.min(1, p)] as [number, number])
    .sort((a, b) => a[0] - b[0]);
  return {
    min: outcomes[0]?.[0] ?? 0,
    max: outcomes.at(-1)?.[0] ?? 0,
    ...momentsOf(outcomes),
    outcomes,
    ...cut,
  };
}

/** Weighted mixture of distributions, each value passed through its `map` (clamp, halve...). */
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
    // An unbounded side stays unbounded unless the (monotone) map holds it at a limit (a clamp).
    const far = (x: number) => (map ? map(x) : x);
    const sides = sidesOf(dist);
    if (sides.above && far(dist.max + 1e6) !== far(dist.max)) above = true;
    if (sides.below && far(dist.min - 1e6) !== far(dist.min)) below = true;
  }
  return distributionFromWeights(weights, { truncatedMass, unbounded: unboundedOf({ above, below }) });
}

/** The distribution of map(X): a mixture of one part. */
export function mapDistribution(dist: Distribution, map: (value: number) => number): Distribution {
  return mixDistributions([[1, dist, map]]);
}
