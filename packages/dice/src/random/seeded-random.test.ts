import { describe, expect, it } from 'vitest';
import { cryptoRandom } from './crypto-random.ts';
import { uniformInt } from './random-source.ts';
import { seededRandom } from './seeded-random.ts';

describe('random sources', () => {
  it('seededRandom repeats per seed and stays in range', () => {
    const a = seededRandom(7);
    const b = seededRandom(7);
    const xs = Array.from({ length: 1000 }, () => a.nextInt(1000));
    expect(Array.from({ length: 1000 }, () => b.nextInt(1000))).toEqual(xs);
    expect(xs.every((x) => Number.isInteger(x) && x >= 0 && x < 1000)).toBe(true);
    const c = seededRandom(8);
    expect(Array.from({ length: 1000 }, () => c.nextInt(1000))).not.toEqual(xs);
  });

  it('every face of a d6 comes up about equally often (seed 1, 60,000 draws)', () => {
    // Chi-square with 5 degrees of freedom. Seed 1 is the same draws every run: p = 0.001 holds it
    // tightly. The crypto source draws anew each run, so its bound must almost never fail a fair
    // source: 55 is p = 1.3e-10 (at p = 0.001 one CI run in a thousand failed: chi 21.5 was seen),
    // while a broken source stays far above it (a face that never comes up: 12,000; one face 10% too
    // often: about 120).
    const bounds = [
      { rng: seededRandom(1), below: 20.5 },
      { rng: cryptoRandom, below: 55 },
    ];
    for (const { rng, below } of bounds) {
      const counts = new Array<number>(6).fill(0);
      for (let i = 0; i < 60_000; i++) counts[rng.nextInt(6)]!++;
      const chi = counts.reduce((s, c) => s + (c - 10_000) ** 2 / 10_000, 0);
      expect(chi).toBeLessThan(below);
    }
  });

  it('uniformInt rejects the incomplete last block instead of taking a biased remainder', () => {
    const words = [0xffffffff, 0xfffffffe, 5];
    let i = 0;
    // 2^32 mod 3 = 1: only 0xffffffff is rejected for n = 3.
    expect(uniformInt(() => words[i++]!, 3)).toBe(0xfffffffe % 3);
    i = 0;
    // 2^32 mod 7 = 4: the top four words are rejected.
    expect(uniformInt(() => words[i++]!, 7)).toBe(5);
    expect(uniformInt(() => 123, 1)).toBe(0);
  });
});
