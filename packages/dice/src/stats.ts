import { DiceEvaluationError } from './errors.ts';
import type { Distribution } from './evaluate/distribution.ts';

export function probabilityAtLeast(dist: Distribution, x: number): number {
  let total = 0;
  for (const [value, p] of dist.outcomes) if (value >= x) total += p;
  return Math.min(1, total);
}

/**
 * The smallest value v with P(X <= v) >= p, for p a fraction in [0, 1] (0.5 is the median).
 * A tolerance of 1e-12 absorbs float rounding in the cumulative sum.
 */
export function percentile(dist: Distribution, p: number): number {
  if (!(p >= 0 && p <= 1)) {
    throw new DiceEvaluationError('dice.eval.percentile-out-of-range', { percentile: String(p) });
  }
  let cumulative = 0;
  for (const [value, q] of dist.outcomes) {
    cumulative += q;
    if (cumulative >= p - 1e-12) return value;
  }
  return dist.outcomes[dist.outcomes.length - 1]?.[0] ?? dist.max;
}

export interface DistributionSummary {
  min: number;
  max: number;
  mean: number;
  stddev: number;
  median: number;
  /** Most likely value (the smallest one on ties). */
  mode: number;
}

export function distributionSummary(dist: Distribution): DistributionSummary {
  let mode = dist.min;
  let best = -1;
  for (const [value, p] of dist.outcomes) {
    if (p > best) {
      best = p;
      mode = value;
    }
  }
  return {
    min: dist.min,
    max: dist.max,
    mean: dist.mean,
    stddev: dist.stddev,
    median: percentile(dist, 0.5),
    mode,
  };
}
