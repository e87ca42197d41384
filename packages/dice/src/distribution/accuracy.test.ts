import { describe, expect, it } from 'vitest';
import { distributionOf } from '../evaluate/distribution.ts';

/** Exact counts of the sums of n dS as BigInt (sliding window over exact integers). */
function exactSumCounts(n: number, sides: number): bigint[] {
  let counts = Array.from({ length: sides }, () => 1n);
  for (let k = 1; k < n; k++) {
    const next = new Array<bigint>(counts.length + sides - 1).fill(0n);
    let window = 0n;
    for (let i = 0; i < next.length; i++) {
      if (i < counts.length) window += counts[i]!;
      if (i >= sides) window -= counts[i - sides]!;
      next[i] = window;
    }
    counts = next;
  }
  return counts;
}

/** Exact keep-highest counts by enumerating multisets of faces with multinomial weights (BigInt). */
function exactKeepHighestCounts(n: number, sides: number, keep: number): Map<number, bigint> {
  const factorial = [1n];
  for (let i = 1; i <= n; i++) factorial.push(factorial[i - 1]! * BigInt(i));
  const result = new Map<number, bigint>();
  const counts = new Array<number>(sides + 1).fill(0);
  const walk = (face: number, left: number): void => {
    if (face === 1) {
      counts[1] = left;
      let weight = factorial[n]!;
      for (let f = 1; f <= sides; f++) weight /= factorial[counts[f]!]!;
      let need = keep;
      let sum = 0;
      for (let f = sides; f >= 1 && need > 0; f--) {
        const take = Math.min(need, counts[f]!);
        sum += take * f;
        need -= take;
      }
      result.set(sum, (result.get(sum) ?? 0n) + weight);
      return;
    }
    for (let c = 0; c <= left; c++) {
      counts[face] = c;
      walk(face - 1, left - c);
    }
  };
  walk(sides, n);
  return result;
}

function expectWithin1e12(input: string, values: number[], counts: bigint[], total: bigint): void {
  const dist = distributionOf(input);
  const byValue = new Map(dist.outcomes);
  let worst = 0;
  for (const [i, value] of values.entries()) {
    const exact = Number(counts[i]!) / Number(total);
    worst = Math.max(worst, Math.abs((byValue.get(value) ?? 0) - exact));
  }
  expect(worst).toBeLessThan(1e-12);
}

describe('absolute error below 1e-12 per value against exact integer arithmetic', () => {
  it('300d6 (sliding-window sums)', () => {
    const counts = exactSumCounts(300, 6);
    expectWithin1e12(
      '300d6',
      counts.map((_, i) => 300 + i),
      counts,
      6n ** 300n,
    );
  });

  it('100d100 (sliding-window sums)', () => {
    const counts = exactSumCounts(100, 100);
    expectWithin1e12(
      '100d100',
      counts.map((_, i) => 100 + i),
      counts,
      100n ** 100n,
    );
  });

  it('12d10kh6 and 10d6kl3 (order-statistics dynamic programming)', () => {
    const kh = exactKeepHighestCounts(12, 10, 6);
    expectWithin1e12('12d10kh6', [...kh.keys()], [...kh.values()], 10n ** 12n);
    // Keep lowest 3 of d6 is keep highest 3 of (7 - d6), mirrored.
    const mirrored = exactKeepHighestCounts(10, 6, 3);
    expectWithin1e12(
      '10d6kl3',
      [...mirrored.keys()].map((s) => 21 - s),
      [...mirrored.values()],
      6n ** 10n,
    );
  });
});

describe('keep one of many dice against the closed form P(max = v) = (v/S)^n - ((v-1)/S)^n', () => {
  for (const [n, sides] of [
    [1000, 6],
    [1000, 1000],
    [37, 20],
  ] as const) {
    it(`${n}d${sides}kh1 and ${n}d${sides}kl1`, () => {
      const highest = new Map(distributionOf(`${n}d${sides}kh1`).outcomes);
      const lowest = new Map(distributionOf(`${n}d${sides}kl1`).outcomes);
      let worst = 0;
      for (let v = 1; v <= sides; v++) {
        const exact = (v / sides) ** n - ((v - 1) / sides) ** n;
        worst = Math.max(worst, Math.abs((highest.get(v) ?? 0) - exact));
        worst = Math.max(worst, Math.abs((lowest.get(sides + 1 - v) ?? 0) - exact));
      }
      expect(worst).toBeLessThan(1e-12);
    });
  }
});
