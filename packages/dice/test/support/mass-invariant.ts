import type { Distribution } from '../../src/evaluate/distribution.ts';

/** How far Σp + truncatedMass may be from 1 (float64 rounding over up to a million values). */
export const MASS_TOLERANCE = 1e-12;

/** Distributions checked by assertMassConserved in this test run (the setup hook counts them). */
export const massChecks = { count: 0 };

/**
 * The mass-conservation invariant every exact distribution keeps: |Σp + truncatedMass - 1| <=
 * 1e-12, every probability in (0, 1], values ascending. Throws with the first violation.
 */
export function assertMassConserved(dist: Distribution, label = 'distribution'): void {
  massChecks.count++;
  let sum = 0;
  let previous = Number.NEGATIVE_INFINITY;
  for (const [value, p] of dist.outcomes) {
    if (!(p > 0 && p <= 1)) throw new Error(`${label}: P(${value}) = ${p} is not in (0, 1]`);
    if (!(value > previous)) throw new Error(`${label}: values not ascending at ${value}`);
    previous = value;
    sum += p;
  }
  if (!(dist.truncatedMass >= 0 && dist.truncatedMass <= 1)) {
    throw new Error(`${label}: truncatedMass ${dist.truncatedMass} is not a probability`);
  }
  const gap = sum + dist.truncatedMass - 1;
  if (!(Math.abs(gap) <= MASS_TOLERANCE)) {
    throw new Error(`${label}: Σp ${sum} + truncatedMass ${dist.truncatedMass} - 1 = ${gap}`);
  }
}
