import { describe, expect, it } from 'vitest';
import { chiSquareTest } from '../../test/support/chi-square.ts';
import { seededRollsAgainstExact } from '../../test/support/seeded-rolls.ts';
import { DiceEvaluationError, DiceLimitError } from '../errors.ts';
import { parseDice } from '../parser/parse-dice.ts';
import { seededRandom } from '../random/seeded-random.ts';
import { distributionOf } from './distribution.ts';
import { rollDice } from './roll.ts';

/** A source that replays fixed faces: `nextInt(n)` returns face - 1 for standard dice. */
function scripted(values: number[]) {
  let i = 0;
  return { nextInt: (n: number) => (values[i++]! - 1 + n) % n };
}

describe('rollDice', () => {
  it('Advantage "roll an 18 and a 3 ... use the 18" (002 line 206): 2d20kh1 keeps the 18', () => {
    const result = rollDice('2d20kh1', scripted([18, 3]));
    expect(result.total).toBe(18);
    expect(result.rolls[0]!.dice.map((d) => [d.value, d.kept])).toEqual([
      [18, true],
      [3, false],
    ]);
    expect(rollDice('2d20kl1', scripted([18, 3])).total).toBe(3);
  });

  it('4d6kh3 "record the total of the highest three dice" (002 line 970)', () => {
    const result = rollDice('4d6kh3', scripted([5, 2, 6, 2]));
    expect(result.total).toBe(13);
    expect(result.rolls[0]).toMatchObject({ notation: '4d6kh3', sides: 6, subtotal: 13 });
    // Of equal dice the later one is dropped.
    expect(result.rolls[0]!.dice.map((d) => d.kept)).toEqual([true, true, true, false]);
  });

  it('records rerolled faces, explosion chains and clamps per die', () => {
    const reroll = rollDice('1d6ro<3', scripted([2, 1]));
    expect(reroll.rolls[0]!.dice).toEqual([{ value: 1, kept: true, rerolled: [2], exploded: false }]);
    const until = rollDice('1d6r<3', scripted([2, 1, 1, 5]));
    expect(until.rolls[0]!.dice[0]).toMatchObject({ value: 5, rerolled: [2, 1, 1] });
    const explode = rollDice('2d6!', scripted([6, 6, 2, 3]));
    expect(explode.total).toBe(17);
    expect(explode.rolls[0]!.dice.map((d) => [d.value, d.exploded])).toEqual([
      [6, false],
      [6, true],
      [2, true],
      [3, false],
    ]);
    const clamp = rollDice('2d6mi3', scripted([1, 4]));
    expect(clamp.total).toBe(7);
    expect(clamp.rolls[0]!.dice).toEqual([
      { value: 3, kept: true, rerolled: [], exploded: false, clamped: true },
      { value: 4, kept: true, rerolled: [], exploded: false },
    ]);
  });

  it('a die and its explosions are kept or dropped together', () => {
    const result = rollDice('2d6!kh1', scripted([6, 1, 5]));
    expect(result.total).toBe(7);
    expect(result.rolls[0]!.dice.map((d) => d.kept)).toEqual([true, true, false]);
  });

  it('r stops after 100 rerolls by drawing from the faces that are not rerolled', () => {
    const ones = { nextInt: (n: number) => (n === 6 ? 0 : n - 1) };
    const result = rollDice('1d6r<3', ones);
    expect(result.rolls[0]!.dice[0]!.rerolled).toHaveLength(100);
    expect(result.total).toBe(6);
  });

  it('comparisons give 1 or 0 and report both sides', () => {
    expect(rollDice('1d20+5>=15', scripted([10]))).toMatchObject({
      total: 1,
      comparison: { op: '>=', left: 15, right: 15 },
    });
    expect(rollDice('1d20+5>=15', scripted([9])).total).toBe(0);
  });

  it('floors division; division by a rolled zero is a typed error', () => {
    expect(rollDice('3d6/2', scripted([1, 1, 3])).total).toBe(2);
    expect(rollDice('-(1d6)/4', scripted([3])).total).toBe(-1);
    expect(() => rollDice('1/(1d2-1)', scripted([1]))).toThrow(DiceEvaluationError);
  });

  it('refuses rerolls or explosions that could never stop, and too many dice', () => {
    expect(() => rollDice('1d6r<10')).toThrow(DiceLimitError);
    expect(() => rollDice('1d6!>=1')).toThrow(
      expect.objectContaining({ code: 'dice.limit.explode-every-face' }),
    );
    expect(() => rollDice('1001d6')).toThrow(expect.objectContaining({ code: 'dice.limit.too-many-dice' }));
  });

  it('uses the crypto source by default', () => {
    const totals = new Set<number>();
    for (let i = 0; i < 200; i++) totals.add(rollDice('1d20').total);
    expect(totals.size).toBeGreaterThan(10);
    for (const t of totals) expect(t >= 1 && t <= 20).toBe(true);
  });

  it('repeats for the same seed and differs for another seed', () => {
    const node = parseDice('10d10!kh5 + 2d{1,3,5}');
    const run = (seed: number) => Array.from({ length: 20 }, () => rollDice(node, seededRandom(seed)).total);
    const a = seededRandom(42);
    const b = seededRandom(42);
    const first = Array.from({ length: 50 }, () => rollDice(node, a));
    const second = Array.from({ length: 50 }, () => rollDice(node, b));
    expect(second).toEqual(first);
    expect(run(1)).toEqual(run(1));
    const c = seededRandom(43);
    expect(Array.from({ length: 50 }, () => rollDice(node, c).total)).not.toEqual(first.map((r) => r.total));
  });
});

describe('100,000 seeded rolls follow the exact distribution (chi-square, significance 0.001, seed 20251122)', () => {
  for (const input of ['4d6kh3', '2d20kh1', '3d6!', '2d6ro<3', '3d6r<2kl2', '4dF+1d4mi2']) {
    it(input, () => {
      const { statistic, critical, bins } = seededRollsAgainstExact(input, 20251122);
      expect(bins).toBeGreaterThan(5);
      expect(statistic).toBeLessThan(critical);
    });
  }

  it('the test notices a wrong distribution (4d6kh3 rolls against 4d6kl3)', () => {
    const rng = seededRandom(20251122);
    const counts = new Map<number, number>();
    for (let i = 0; i < 10_000; i++) {
      const total = rollDice('4d6kh3', rng).total;
      counts.set(total, (counts.get(total) ?? 0) + 1);
    }
    const { statistic, critical } = chiSquareTest(distributionOf('4d6kl3').outcomes, counts, 10_000);
    expect(statistic).toBeGreaterThan(critical);
  });
});

describe('values past the exact range', () => {
  it('a roll past Number.MAX_SAFE_INTEGER is dice.limit.value-too-large, never a rounded number', () => {
    const always = { nextInt: (n: number) => n - 1 };
    expect(() => rollDice('1000d1000*1000d1000*1000d1000', always)).toThrow(
      expect.objectContaining({ code: 'dice.limit.value-too-large', limit: Number.MAX_SAFE_INTEGER }),
    );
    // 10^6^2 * 9007 = 9.007e15 is just past 2^53 - 1 = 9.007199254740991e15.
    expect(() => rollDice('1000000*1000000*9008')).toThrow(
      expect.objectContaining({ code: 'dice.limit.value-too-large' }),
    );
    expect(rollDice('1000000*1000000*9007').total).toBe(9_007_000_000_000_000);
    // Floor division stays exact near 2^53: (2^53 - 3) / 2 rounds down.
    expect(rollDice('(1000000*1000000*9007 + 199254*1000000 + 740989)/2').total).toBe(4_503_599_627_370_494);
  });
});
