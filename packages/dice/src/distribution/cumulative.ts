import type { Dense } from './dense.ts';

/**
 * Prefix sums of a dense distribution in double-double precision (a high and a low part per
 * entry, Neumaier-compensated), so the mass of any run of values, mass(from, to), is found in O(1)
 * with an absolute error near 1e-32 and is exactly 0 over runs of zero probability.
 */
export interface Cumulative {
  /** Probability of the values offset .. v (inclusive); 0 below the array, the total above it. */
  atMost(v: number): number;
  /** Probability of the values from .. to (inclusive). */
  mass(from: number, to: number): number;
  total: number;
  /** The prefix sums: entry i holds the values below offset + i, as hi[i] + lo[i]. */
  hi: Float64Array;
  lo: Float64Array;
}

export function cumulativeOf(d: Dense): Cumulative {
  const n = d.p.length;
  const hi = new Float64Array(n + 1);
  const lo = new Float64Array(n + 1);
  let s = 0;
  let c = 0;
  for (let i = 0; i < n; i++) {
    const x = d.p[i]!;
    const t = s + x;
    c += Math.abs(s) >= Math.abs(x) ? s - t + x : x - t + s;
    s = t;
    hi[i + 1] = s;
    lo[i + 1] = c;
  }
  const index = (v: number): number => Math.min(n, Math.max(0, v - d.offset + 1));
  const between = (a: number, b: number): number => {
    if (b <= a) return 0;
    const m = hi[b]! - hi[a]! + (lo[b]! - lo[a]!);
    return Math.max(m, 0);
  };
  return {
    atMost: (v) => between(0, index(v)),
    mass: (from, to) => between(index(from - 1), index(to)),
    total: s + c,
    hi,
    lo,
  };
}
