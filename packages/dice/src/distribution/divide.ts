import type { DivisionRounding } from '../ast.ts';
import { cumulativeOf } from './cumulative.ts';
import type { Dense } from './dense.ts';
import { workMeter } from './work-meter.ts';

/**
 * The quotient a / d rounded as `mode` says, for integers (d never 0): floor (the rules' "round
 * down"), ceil, or round half up (JavaScript's Math.round, as Roll20 and rpg-dice-roller round).
 * Exact for |a|, |d| below 2^50 (the exact evaluator keeps values under 10^15).
 */
export function roundedQuotient(a: number, d: number, mode: DivisionRounding): number {
  if (mode === 'floor') return Math.floor(a / d) + 0;
  if (mode === 'ceil') return -Math.floor(-a / d) + 0;
  return Math.floor((2 * a + d) / (2 * d)) + 0;
}

/** Smallest integer a >= 0-based run start with rounded(a / d) >= q, for d > 0. */
function firstDividend(q: number, d: number, mode: DivisionRounding): number {
  if (mode === 'floor') return q * d;
  if (mode === 'ceil') return (q - 1) * d + 1;
  return q * d - Math.floor(d / 2);
}

/**
 * Distribution of A / B rounded as `mode` says, for independent A, B (B never 0; rule RoundDown for
 * the default floor). For one divisor d the dividends with one quotient q form a run (d < 0: that
 * of -A over |d|, mirrored), so each (q, d) costs O(1) with prefix sums: |A| / |d| + 2 steps per
 * divisor, not |A| ((200d1000)/(1d1000): 1.5 million steps, not 200 million).
 */
export function divideDense(a: Dense, b: Dense, mode: DivisionRounding = 'floor'): Dense {
  const aLo = a.offset;
  const aHi = a.offset + a.p.length - 1;
  let lo = Number.POSITIVE_INFINITY;
  let hi = Number.NEGATIVE_INFINITY;
  for (let j = 0; j < b.p.length; j++) {
    const d = b.offset + j;
    if (b.p[j] === 0 || d === 0) continue;
    const q1 = roundedQuotient(aLo, d, mode);
    const q2 = roundedQuotient(aHi, d, mode);
    lo = Math.min(lo, q1, q2);
    hi = Math.max(hi, q1, q2);
  }
  const out = new Float64Array(hi - lo + 1);
  const cumulative = cumulativeOf(a);
  const { hi: sumHi, lo: sumLo } = cumulative;
  const n = a.p.length;
  /** Mass of the dividends from..to (values, inclusive). */
  const mass = (from: number, to: number): number => {
    const f = Math.max(0, Math.min(from - aLo, n));
    const e = Math.max(0, Math.min(to - aLo + 1, n));
    return e <= f ? 0 : sumHi[e]! - sumHi[f]! + (sumLo[e]! - sumLo[f]!);
  };
  for (let j = 0; j < b.p.length; j++) {
    const d = b.offset + j;
    const pb = b.p[j]!;
    if (pb === 0 || d === 0) continue;
    if (d === 1 || d === -1) {
      workMeter.units += a.p.length;
      for (let i = 0; i < a.p.length; i++) out[d * (aLo + i) - lo]! += a.p[i]! * pb;
      continue;
    }
    const q1 = roundedQuotient(aLo, d, mode);
    const q2 = roundedQuotient(aHi, d, mode);
    const qFirst = Math.min(q1, q2);
    const qLast = Math.max(q1, q2);
    const step = Math.abs(d);
    workMeter.units += qLast - qFirst + 1;
    for (let q = qFirst; q <= qLast; q++) {
      // For d < 0, a / d = (-a) / |d|: the run of -a, mirrored.
      const from = firstDividend(q, step, mode);
      const to = firstDividend(q + 1, step, mode) - 1;
      const m = d > 0 ? mass(from, to) : mass(-to, -from);
      if (m > 0) out[q - lo]! += m * pb;
    }
  }
  return { offset: lo, p: out };
}

/** Estimated work units of divideDense for dividend and divisor value ranges. */
export function divideWork(aSize: number, bLo: number, bHi: number): number {
  const bSize = bHi - bLo + 1;
  // Sum over divisors d of (|A| / |d| + 2), |A| / |d| summed as a harmonic series on each side of 0.
  const harmonic = (from: number, to: number): number =>
    to < from ? 0 : Math.log((to + 0.5) / Math.max(0.5, from - 0.5));
  // Divisors 1 and -1 copy the dividend once (no runs, no prefix sums): 2 units a value.
  let sum = 0;
  if (bHi >= 2) sum += harmonic(Math.max(2, bLo), bHi);
  if (bLo <= -2) sum += harmonic(Math.max(2, -bHi), -bLo);
  const units = [1, -1].filter((d) => bLo <= d && d <= bHi).length;
  return 3 * aSize + 2 * units * aSize + 8 * (aSize * (sum + 1) + 2 * bSize);
}
