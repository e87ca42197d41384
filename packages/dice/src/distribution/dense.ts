import type { Dense } from './dense-type.ts';
import { convolveByFft, fftSumSize, fftWork, sumIidByFft } from './fft-sum.ts';
import { workMeter } from './work-meter.ts';

export type { Dense };

export function constantDense(value: number): Dense {
  return { offset: value, p: Float64Array.of(1) };
}

/** (value, weight) pairs as a dense array without normalizing (a part of a distribution); null when every weight is 0. */
export function partialDense(values: readonly number[], weights: readonly number[]): Dense | null {
  let lo = Number.POSITIVE_INFINITY;
  let hi = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < values.length; i++) {
    if (weights[i]! <= 0) continue;
    lo = Math.min(lo, values[i]!);
    hi = Math.max(hi, values[i]!);
  }
  if (lo > hi) return null;
  const p = new Float64Array(hi - lo + 1);
  for (let i = 0; i < values.length; i++) if (weights[i]! > 0) p[values[i]! - lo]! += weights[i]!;
  return { offset: lo, p };
}

/** Builds a dense distribution from (value, weight) pairs; weights are normalized to sum 1. */
export function denseFromWeights(values: readonly number[], weights: readonly number[]): Dense {
  let lo = Number.POSITIVE_INFINITY;
  let hi = Number.NEGATIVE_INFINITY;
  let total = 0;
  for (let i = 0; i < values.length; i++) {
    if (weights[i]! <= 0) continue;
    lo = Math.min(lo, values[i]!);
    hi = Math.max(hi, values[i]!);
    total += weights[i]!;
  }
  const p = new Float64Array(hi - lo + 1);
  for (let i = 0; i < values.length; i++) {
    if (weights[i]! > 0) p[values[i]! - lo]! += weights[i]! / total;
  }
  return { offset: lo, p };
}

export function denseMax(d: Dense): number {
  return d.offset + d.p.length - 1;
}

/** Removes zero-probability values at both ends (used after operations that can create them). */
export function trimDense(d: Dense): Dense {
  let start = 0;
  let end = d.p.length;
  while (start < end - 1 && d.p[start] === 0) start++;
  while (end > start + 1 && d.p[end - 1] === 0) end--;
  if (start === 0 && end === d.p.length) return d;
  return { offset: d.offset + start, p: d.p.slice(start, end) };
}

/** The pointwise sum of two partial distributions (two branches' outcomes) over the union of their ranges. */
export function mixDense(a: Dense, b: Dense): Dense {
  const lo = Math.min(a.offset, b.offset);
  const hi = Math.max(a.offset + a.p.length, b.offset + b.p.length);
  const p = new Float64Array(hi - lo);
  for (let i = 0; i < a.p.length; i++) p[a.offset - lo + i]! += a.p[i]!;
  for (let i = 0; i < b.p.length; i++) p[b.offset - lo + i]! += b.p[i]!;
  return { offset: lo, p };
}

/** Distribution of A + B for independent A, B (direct convolution). */
export function convolve(a: Dense, b: Dense): Dense {
  const [outer, inner] = a.p.length >= b.p.length ? [a.p, b.p] : [b.p, a.p];
  const out = new Float64Array(outer.length + inner.length - 1);
  workMeter.units += outer.length * inner.length;
  for (let j = 0; j < inner.length; j++) {
    const w = inner[j]!;
    if (w === 0) continue;
    for (let i = 0; i < outer.length; i++) out[i + j]! += outer[i]! * w;
  }
  return { offset: a.offset + b.offset, p: out };
}

/** Work units of addDistributions: direct convolution or, for two long arrays, the FFT. */
export function addWork(aLength: number, bLength: number): number {
  return Math.min(aLength * bLength, 1.5 * fftWork(aLength + bLength - 1) + 4 * (aLength + bLength));
}

/** Distribution of A + B for independent A, B, by whichever of convolve and FFT is cheaper. */
export function addDistributions(a: Dense, b: Dense): Dense {
  const direct = a.p.length * b.p.length;
  return direct <= addWork(a.p.length, b.p.length) ? convolve(a, b) : convolveByFft(a, b);
}

/** True when every value between the ends has the same probability (a plain dS, a constant). */
export function isUniform(d: Dense): boolean {
  const first = d.p[0]!;
  for (let i = 1; i < d.p.length; i++) if (d.p[i] !== first) return false;
  return true;
}

/** Above this many operations a sum of iid dice switches from direct convolution to the FFT. */
const DIRECT_SUM_LIMIT = 20_000_000;

/**
 * How sumIid will add n dice of `width` slots, and its estimated work units (for the limit check).
 * The FFT's size depends on the die's spread: a plain die's is known, any other is bounded by
 * the widest possible (half its mass at each end).
 */
export function sumIidPlan(
  n: number,
  width: number,
  uniform: boolean,
): { useFft: boolean; work: number; window: number } {
  const length = n * (width - 1) + 1;
  const direct = uniform ? (n * length) / 2 : (n * length * width) / 2;
  if (direct <= DIRECT_SUM_LIMIT) return { useFft: false, work: direct, window: length };
  const variance = uniform ? (width * width - 1) / 12 : ((width - 1) * (width - 1)) / 4;
  const size = fftSumSize(n, width, variance, width - 1);
  return { useFft: true, work: fftWork(size) + length, window: Math.min(length, size) };
}

/**
 * Distribution of the sum of `n` independent copies of `die`: a sliding-window sum for uniform
 * dice, repeated convolution otherwise, and the FFT when those would take too long.
 */
export function sumIid(die: Dense, n: number): Dense {
  if (n === 0) return constantDense(0);
  if (die.p.length === 1) return constantDense(die.offset * n);
  const uniform = isUniform(die);
  if (sumIidPlan(n, die.p.length, uniform).useFft) return sumIidByFft(die, n);
  if (uniform) return sumUniform(die, n);
  let acc: Dense = die;
  for (let i = 1; i < n; i++) acc = convolve(acc, die);
  return acc;
}

/**
 * Repeated convolution with a uniform die as a sliding-window sum (O(range) per die, two buffers,
 * the lower half mirrored: the sum is symmetric), recomputed every REFRESH values against drift.
 */
function sumUniform(die: Dense, n: number): Dense {
  const width = die.p.length;
  const weight = 1 / width;
  const refreshEvery = Math.max(width, REFRESH);
  const finalLength = n * (width - 1) + 1;
  let cur = new Float64Array(finalLength);
  let next = new Float64Array(finalLength);
  cur.set(die.p);
  let length = width;
  for (let k = 1; k < n; k++) {
    const nextLength = length + width - 1;
    workMeter.units += (nextLength + 1) >> 1;
    // half <= length because length >= width.
    const half = (nextLength + 1) >> 1;
    let i = 0;
    while (i < half) {
      let window = 0;
      for (let j = Math.max(0, i - width + 1); j <= i; j++) window += cur[j]!;
      next[i] = window > 0 ? window * weight : 0;
      i++;
      const blockEnd = Math.min(half, i + refreshEvery - 1);
      for (; i < blockEnd && i < width; i++) {
        window += cur[i]!;
        next[i] = window * weight;
      }
      for (; i < blockEnd; i++) {
        window += cur[i]! - cur[i - width]!;
        next[i] = window > 0 ? window * weight : 0;
      }
    }
    for (let i = half; i < nextLength; i++) next[i] = next[nextLength - 1 - i]!;
    const swap = cur;
    cur = next;
    next = swap;
    length = nextLength;
  }
  return { offset: die.offset * n, p: cur };
}

const REFRESH = 32;

export function negate(d: Dense): Dense {
  const p = new Float64Array(d.p.length);
  for (let i = 0; i < p.length; i++) p[i] = d.p[d.p.length - 1 - i]!;
  return { offset: 0 - denseMax(d), p };
}

/** Distribution of A * B for independent A, B: every pair of values (the range is checked first). */
export function multiplyDense(a: Dense, b: Dense): Dense {
  const aHi = denseMax(a);
  const bHi = denseMax(b);
  const corners = [a.offset * b.offset, a.offset * bHi, aHi * b.offset, aHi * bHi];
  const lo = Math.min(...corners);
  const p = new Float64Array(Math.max(...corners) - lo + 1);
  workMeter.units += a.p.length * b.p.length;
  for (let i = 0; i < a.p.length; i++) {
    const pa = a.p[i]!;
    if (pa === 0) continue;
    const x = a.offset + i;
    let index = x * b.offset - lo;
    for (let j = 0; j < b.p.length; j++, index += x) p[index]! += pa * b.p[j]!;
  }
  return { offset: lo, p };
}

export function probabilityOf(d: Dense, value: number): number {
  return d.p[value - d.offset] ?? 0;
}
