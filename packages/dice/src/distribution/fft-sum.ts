import type { Dense } from './dense.ts';

/**
 * Sum of `n` iid dice by FFT: transform the die once, raise every frequency component to the n-th
 * power (repeated squaring), transform back. O(N log N) for N >= the result's value range, used
 * only where a sliding-window sum would be too slow (large counts of large dice). The transform
 * rounds at about 1e-16 of the largest probability, so probabilities below FFT_FLOOR are reported
 * as 0 (absolute error < 1e-15, well inside the 1e-12 guarantee).
 */
export const FFT_FLOOR = 1e-15;

export function sumIidByFft(die: Dense, n: number): Dense {
  const length = n * (die.p.length - 1) + 1;
  let size = 1;
  while (size < length) size <<= 1;
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
  for (let i = 0; i < length; i++) {
    const v = re[i]! / size;
    p[i] = v > FFT_FLOOR ? v : 0;
  }
  return { offset: die.offset * n, p };
}

/** Estimated operations of sumIidByFft for a result of `length` values. */
export function fftWork(length: number): number {
  let size = 1;
  let log = 0;
  while (size < length) {
    size <<= 1;
    log++;
  }
  return 2 * size * Math.max(1, log) * 3;
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
