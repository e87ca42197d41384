import type { Dense } from './dense-type.ts';
import { workMeter } from './work-meter.ts';

/**
 * Sum of `n` iid dice by FFT (the die's transform raised to the n-th power, transformed back):
 * O(N log N), used where a sliding-window sum would be too slow. The transform rounds at about
 * 1e-16 of the largest probability, so probabilities below FFT_FLOOR are 0 (error < 1e-15).
 */
export const FFT_FLOOR = 1e-15;

/**
 * Half-width t around the mean of a sum of n iid dice (each of variance `variance`, never further
 * than `maxDeviation` from its mean) outside which the sum falls with a chance below 1e-18 on
 * each side, by Bernstein's inequality P(S - ES >= t) <= exp(-t^2 / (2 (n variance + maxDeviation t / 3))).
 */
export function sumHalfWidth(n: number, variance: number, maxDeviation: number): number {
  const logOdds = Math.log(1e18);
  const a = (2 * logOdds * maxDeviation) / 3;
  return (a + Math.sqrt(a * a + 8 * logOdds * n * variance)) / 2;
}

/**
 * Transform size sumIidByFft uses: a power of two covering the values within sumHalfWidth of the
 * mean (and at least the die), or the whole range when that is smaller.
 */
export function fftSumSize(n: number, width: number, variance: number, maxDeviation: number): number {
  const length = n * (width - 1) + 1;
  const window = Math.min(length, 2 * Math.ceil(sumHalfWidth(n, variance, maxDeviation)) + 3);
  let size = 1;
  while (size < Math.max(window, width)) size <<= 1;
  return size;
}

export function sumIidByFft(die: Dense, n: number): Dense {
  const length = n * (die.p.length - 1) + 1;
  let mass = 0;
  let first = 0;
  for (let i = 0; i < die.p.length; i++) {
    mass += die.p[i]!;
    first += i * die.p[i]!;
  }
  const mean = first / mass;
  let variance = 0;
  for (let i = 0; i < die.p.length; i++) variance += (i - mean) ** 2 * die.p[i]!;
  variance /= mass;
  const maxDeviation = Math.max(mean, die.p.length - 1 - mean);
  // The sum is computed on a circle of `size` values placed around its mean: values further out
  // (chance below 2e-18 in all) fold onto it, far below FFT_FLOOR, and are reported as 0.
  const size = fftSumSize(n, die.p.length, variance, maxDeviation);
  workMeter.units += fftWork(size);
  const re = new Float64Array(size);
  const im = new Float64Array(size);
  re.set(die.p);
  const twiddles = makeTwiddles(size);
  fft(re, im, twiddles, false);
  for (let k = 0; k < size; k++) {
    // (re + i im)^n by repeated squaring.
    let baseRe = re[k]!;
    let baseIm = im[k]!;
    let accRe = 1;
    let accIm = 0;
    for (let e = n; e > 0; e >>= 1) {
      if (e & 1) {
        const t = accRe * baseRe - accIm * baseIm;
        accIm = accRe * baseIm + accIm * baseRe;
        accRe = t;
      }
      const s = baseRe * baseRe - baseIm * baseIm;
      baseIm = 2 * baseRe * baseIm;
      baseRe = s;
    }
    re[k] = accRe;
    im[k] = accIm;
  }
  fft(re, im, twiddles, true);
  const p = new Float64Array(length);
  const [from, to] = fftWindow(length, size, Math.round(n * mean));
  for (let i = from; i <= to; i++) {
    const v = re[i & (size - 1)]! / size;
    p[i] = v > FFT_FLOOR ? v : 0;
  }
  return { offset: die.offset * n, p, lost: leftOut(mass ** n, p) };
}

/**
 * The indices of a sum of `length` values that a circular transform of `size` values holds:
 * the whole sum when it fits (no value folds onto another), else the `size` values around
 * `centre` (the rounded mean), moved inwards where they would pass an end of the sum.
 */
export function fftWindow(length: number, size: number, centre: number): [from: number, to: number] {
  if (size >= length) return [0, length - 1];
  const from = Math.min(Math.max(0, centre - (size >> 1) + 1), length - size);
  return [from, from + size - 1];
}

/** Distribution of A + B by FFT (for two long arrays); the same floor as sumIidByFft. */
export function convolveByFft(a: Dense, b: Dense): Dense {
  const length = a.p.length + b.p.length - 1;
  let size = 1;
  while (size < length) size <<= 1;
  const aRe = new Float64Array(size);
  const aIm = new Float64Array(size);
  const bRe = new Float64Array(size);
  const bIm = new Float64Array(size);
  workMeter.units += 1.5 * fftWork(size);
  aRe.set(a.p);
  bRe.set(b.p);
  const twiddles = makeTwiddles(size);
  fft(aRe, aIm, twiddles, false);
  fft(bRe, bIm, twiddles, false);
  for (let k = 0; k < size; k++) {
    const re = aRe[k]! * bRe[k]! - aIm[k]! * bIm[k]!;
    aIm[k] = aRe[k]! * bIm[k]! + aIm[k]! * bRe[k]!;
    aRe[k] = re;
  }
  fft(aRe, aIm, twiddles, true);
  const p = new Float64Array(length);
  for (let i = 0; i < length; i++) {
    const v = aRe[i]! / size;
    p[i] = v > FFT_FLOOR ? v : 0;
  }
  return { offset: a.offset + b.offset, p, lost: leftOut(massOf(a.p) * massOf(b.p), p) };
}

/** Sum of the probabilities (Neumaier-compensated). */
export function massOf(p: Float64Array): number {
  let s = 0;
  let c = 0;
  for (let i = 0; i < p.length; i++) {
    const x = p[i]!;
    const t = s + x;
    c += Math.abs(s) >= Math.abs(x) ? s - t + x : x - t + s;
    s = t;
  }
  return s + c;
}

/**
 * The probability an FFT result leaves out (floored or outside its window): what it lacks of the
 * mass it should carry. A trace of mass rounding adds (1.6e-12 over `800d121`) is scaled back.
 */
function leftOut(expected: number, p: Float64Array): number {
  const mass = massOf(p);
  if (mass > expected) {
    const scale = expected / mass;
    for (let i = 0; i < p.length; i++) p[i]! *= scale;
    return 0;
  }
  return expected - mass;
}

/** Estimated operations of sumIidByFft for a result of `length` values. */
export function fftWork(length: number): number {
  let size = 1;
  let log = 0;
  while (size < length) {
    size <<= 1;
    log++;
  }
  // Two transforms of size * log / 2 butterflies each, about 9 units a butterfly (measured), plus
  // the twiddle table and the powers.
  return 9 * size * Math.max(1, log) + 60 * size;
}

interface Twiddles {
  cos: Float64Array;
  sin: Float64Array;
}

/** cos/sin of 2*pi*k/size for k < size/2, each computed directly (no accumulated recurrence error). */
function makeTwiddles(size: number): Twiddles {
  const half = Math.max(1, size >> 1);
  const cos = new Float64Array(half);
  const sin = new Float64Array(half);
  for (let k = 0; k < half; k++) {
    const angle = (2 * Math.PI * k) / size;
    cos[k] = Math.cos(angle);
    sin[k] = Math.sin(angle);
  }
  return { cos, sin };
}

/** In-place iterative radix-2 FFT (forward: e^{-i...}; inverse without the 1/size factor). */
function fft(re: Float64Array, im: Float64Array, tw: Twiddles, inverse: boolean): void {
  const size = re.length;
  for (let i = 1, j = 0; i < size; i++) {
    let bit = size >> 1;
    for (; j & bit; bit >>= 1) j ^= bit;
    j ^= bit;
    if (i < j) {
      const tr = re[i]!;
      re[i] = re[j]!;
      re[j] = tr;
      const ti = im[i]!;
      im[i] = im[j]!;
      im[j] = ti;
    }
  }
  const sign = inverse ? 1 : -1;
  for (let len = 2; len <= size; len <<= 1) {
    const halfLen = len >> 1;
    const stride = size / len;
    for (let start = 0; start < size; start += len) {
      for (let k = 0; k < halfLen; k++) {
        const wr = tw.cos[k * stride]!;
        const wi = sign * tw.sin[k * stride]!;
        const a = start + k;
        const b = a + halfLen;
        const xr = re[b]! * wr - im[b]! * wi;
        const xi = re[b]! * wi + im[b]! * wr;
        re[b] = re[a]! - xr;
        im[b] = im[a]! - xi;
        re[a] = re[a]! + xr;
        im[a] = im[a]! + xi;
      }
    }
  }
}
