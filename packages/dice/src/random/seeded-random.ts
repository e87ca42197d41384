import { type RandomSource, uniformInt } from './random-source.ts';

/**
 * A fast, reproducible source: xoshiro128** (Blackman & Vigna) seeded through splitmix32, so
 * nearby seeds give unrelated streams. Same seed, same rolls. Not for secrets.
 */
export function seededRandom(seed: number): RandomSource {
  let s = seed >>> 0;
  const splitmix = (): number => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
  let a = splitmix();
  let b = splitmix();
  let c = splitmix();
  let d = splitmix();
  if ((a | b | c | d) === 0) a = 1;
  const next32 = (): number => {
    const result = Math.imul(rotl(Math.imul(b, 5), 7), 9) >>> 0;
    const t = b << 9;
    c ^= a;
    d ^= b;
    b ^= c;
    a ^= d;
    c ^= t;
    d = rotl(d, 11);
    return result;
  };
  return { nextInt: (n) => uniformInt(next32, n) };
}

function rotl(x: number, k: number): number {
  return (x << k) | (x >>> (32 - k));
}
