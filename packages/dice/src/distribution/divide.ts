import { cumulativeOf } from './cumulative.ts';
import type { Dense } from './dense.ts';
import { workMeter } from './work-meter.ts';

/**
 * Distribution of floor(A / B) for independent A, B (B never 0; rule RoundDown). For one divisor
 * b the dividends with the same quotient q form one run (b > 0: q*b .. q*b + b - 1; b < 0:
 * (q+1)*b + 1 .. q*b), so each (q, b) costs O(1) with prefix sums: about |A| / |b| + 2 steps per
 * divisor instead of |A| (for example (200d1000)/(1d1000): 1.5 million steps, not 200 million).
 */
export function divideDense(a: Dense, b: Dense): Dense {
  const aLo = a.offset;
  const aHi = a.offset + a.p.length - 1;
  let lo = Number.POSITIVE_INFINITY;
  let hi = Number.NEGATIVE_INFINITY;
  for (let j = 0; j < b.p.length; j++) {
    const d = b.offset + j;
    if (b.p[j] === 0 || d === 0) continue;
    const q1 = Math.floor(aLo / d);
    const q2 = Math.floor(aHi / d);
    lo = Math.min(lo, q1, q2);
    hi = Math.max(hi, q1, q2);
  }
  const out = new Float64Array(hi - lo + 1);
  const cumulative = cumulativeOf(a);
  for (let j = 0; j < b.p.length; j++) {
    const d = b.offset + j;
    const pb = b.p[j]!;
    if (pb === 0 || d === 0) continue;
    if (d === 1 || d === -1) {
      workMeter.units += a.p.length;
      for (let i = 0; i < a.p.length; i++) out[d * (aLo + i) - lo]! += a.p[i]! * pb;
      continue;
    }
    const qFirst = Math.min(Math.floor(aLo / d), Math.floor(aHi / d));
    const qLast = Math.max(Math.floor(aLo / d), Math.floor(aHi / d));
    const { hi: sumHi, lo: sumLo } = cumulative;
    const n = a.p.length;
    const step = Math.abs(d);
    // Dividends of quotient q: from `first` (an index into a.p) for `step` values, clamped to the array.
    let first = d > 0 ? qFirst * d - aLo : (qFirst + 1) * d + 1 - aLo;
    const move = d > 0 ? step : -step;
    workMeter.units += qLast - qFirst + 1;
    for (let q = qFirst; q <= qLast; q++, first += move) {
      const from = Math.max(0, Math.min(first, n));
      const end = Math.max(0, Math.min(first + step, n));
      const m = sumHi[end]! - sumHi[from]! + (sumLo[end]! - sumLo[from]!);
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
  let sum = 0;
  if (bHi >= 1) sum += harmonic(Math.max(1, bLo), bHi);
  if (bLo <= -1) sum += harmonic(Math.max(1, -bHi), -bLo);
  return 3 * aSize + 8 * (aSize * (sum + 1) + 2 * bSize);
}
