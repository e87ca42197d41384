import { describe, expect, it } from 'vitest';
import {
  ENUMERATION_LIMITS,
  enumerateRolls,
  worstExcessOverEnumerated,
} from '../../test/support/enumerate-rolls.ts';
import { seededRollsAgainstExact } from '../../test/support/seeded-rolls.ts';
import { roundedQuotient } from '../distribution/divide.ts';
import { DiceLimitError } from '../errors.ts';
import { distributionOf } from '../evaluate/distribution.ts';
import { rollDice } from '../evaluate/roll.ts';
import { parseDice } from '../parser/parse-dice.ts';

/**
 * The operators the spellings of other rollers brought (issue 50): penetrating `!p` and
 * compounding `!!` explosions, `floor`/`ceil`/`round`/`abs`. The exact evaluator and the seeded
 * roller read the same AST; these tests hold them to each other (every path of the roller
 * enumerated, and chi-square over seeded rolls) and to values worked by hand.
 */

describe('rounded division: roundedQuotient against the fraction, every a in -30..30, d in -7..7', () => {
  it('floor, ceil and round half up (Math.round) agree with the real quotient', () => {
    for (let a = -30; a <= 30; a++) {
      for (let d = -7; d <= 7; d++) {
        if (d === 0) continue;
        expect(roundedQuotient(a, d, 'floor'), `${a}/${d}`).toBe(Math.floor(a / d) + 0);
        expect(roundedQuotient(a, d, 'ceil'), `${a}/${d}`).toBe(Math.ceil(a / d) + 0);
        expect(roundedQuotient(a, d, 'round'), `${a}/${d}`).toBe(Math.round(a / d) + 0);
      }
    }
  });
});

describe('the exact distribution is the roller’s, every path of the roller enumerated', () => {
  const inputs = [
    '1d4!p',
    '2d3!p',
    '1d6!pma5',
    '2d3!!kh1',
    '3d3!!dl1',
    '2d4!pkl1',
    '1d4e4',
    '1d4e>=3',
    'ceil(1d6/2)',
    'round(2d4/3)',
    'round(1d9/(1d3-4))',
    'ceil(-1d7/2)',
    'floor(2d4/(1d2+1))',
    'abs(1d4-1d6)',
    'abs(1d4)-abs(-1d3)',
    'round(1d6!/4)',
    '1d20adv',
    '1d8dis',
    '4d4d1',
    '2d4rr1',
    '2d6min3max5',
    '2d4ra1',
    '3d3ra>=3',
    '2d4ra1mi2',
    '1d6ra6',
    '2d{1,1,2}ra1',
  ];
  for (const input of inputs) {
    it(input, () => {
      const node = parseDice(input);
      const { distribution, cappedMass } = enumerateRolls(node, ENUMERATION_LIMITS);
      const exact = new Map(distributionOf(node).outcomes);
      expect(worstExcessOverEnumerated(exact, distribution)).toBeLessThanOrEqual(cappedMass + 1e-14);
      if (!input.includes('!') && !input.includes('e')) expect(cappedMass).toBe(0);
    });
  }
});

describe('worked values', () => {
  it('1d6!p: mean 3.5 + (1/6)·3 = 4 (the added dice average 2.5 + 3/6, so 3)', () => {
    expect(distributionOf('1d6!p').mean).toBeCloseTo(4, 9);
    // A 6 then a 2 counts 6 + (2 − 1) = 7; a 6, a 6 and a 1 count 6 + 5 + 0 = 11.
    const always = (faces: number[]) => {
      let i = 0;
      return { nextInt: (n: number) => (faces[i++]! - 1) % n };
    };
    expect(rollDice('1d6!p', always([6, 2])).total).toBe(7);
    expect(rollDice('1d6!p', always([6, 6, 1])).total).toBe(11);
    // P(7) = 1/6 · 1/6 (a 6, then a 2 that counts 1): 7 cannot come from a single die.
    expect(new Map(distributionOf('1d6!p').outcomes).get(7)).toBeCloseTo(1 / 36, 14);
  });

  it('!! sums like ! (a die and its explosions are one chain); the breakdown shows one die', () => {
    expect(distributionOf('3d6!!kh2').outcomes).toEqual(distributionOf('3d6!kh2').outcomes);
    const roll = rollDice('2d6!!', {
      nextInt: (() => {
        const faces = [6, 6, 3, 2];
        let i = 0;
        return (n: number) => (faces[i++]! - 1) % n;
      })(),
    });
    expect(roll.total).toBe(17);
    expect(roll.rolls[0]!.dice).toEqual([
      { value: 15, kept: true, rerolled: [], exploded: false, compounded: [6, 6, 3] },
      { value: 2, kept: true, rerolled: [], exploded: false },
    ]);
  });

  it('floor(1d6/2) = 1d6/2 (mean 1.5); ceil(1d6/2) mean 2; round(1d6/2) rounds 0.5 up: mean 2', () => {
    expect(distributionOf('floor(1d6/2)').outcomes).toEqual(distributionOf('1d6/2').outcomes);
    expect(distributionOf('ceil(1d6/2)').mean).toBeCloseTo(2, 14);
    expect(distributionOf('round(1d6/2)').outcomes).toEqual([
      [1, expect.closeTo(2 / 6, 14)],
      [2, expect.closeTo(2 / 6, 14)],
      [3, expect.closeTo(2 / 6, 14)],
    ]);
    // Half up, as Math.round: round(-5/2) = -2, round(-7/2) = -3.
    expect(rollDice('round(-5/2)').total).toBe(-2);
    expect(rollDice('round(-7/2)').total).toBe(-3);
    expect(distributionOf('round(-5/2)').outcomes).toEqual([[-2, 1]]);
    // A function over a whole number leaves it as it is.
    expect(distributionOf('ceil(2d6)').outcomes).toEqual(distributionOf('2d6').outcomes);
  });

  it('abs(1d6-1d6): 0 with 6/36, k with 2(6-k)/36', () => {
    const outcomes = distributionOf('abs(1d6-1d6)').outcomes;
    expect(outcomes.map(([v]) => v)).toEqual([0, 1, 2, 3, 4, 5]);
    for (const [v, p] of outcomes) expect(p).toBeCloseTo(v === 0 ? 6 / 36 : (2 * (6 - v)) / 36, 14);
  });

  it('abs of an exploding total is unbounded above only', () => {
    expect(distributionOf('abs(1d6!-10)').unbounded).toBe('above');
  });
});

describe('ra (d20: reroll and add, once per group)', () => {
  it('1d6ra6: a 6 adds one more die (which adds no further die): mean 3.5 + 3.5/6', () => {
    expect(distributionOf('1d6ra6').mean).toBeCloseTo(3.5 + 3.5 / 6, 12);
    expect(distributionOf('1d6ra6').max).toBe(12);
  });
  it('2d6ra1: one more die when any of the two shows 1 (chance 11/36), never two more', () => {
    expect(distributionOf('2d6ra1').mean).toBeCloseTo(7 + (11 / 36) * 3.5, 12);
    const roll = rollDice('2d6ra1', {
      nextInt: (() => {
        const faces = [1, 1, 4];
        let i = 0;
        return (n: number) => (faces[i++]! - 1) % n;
      })(),
    });
    expect(roll.total).toBe(6);
    expect(roll.rolls[0]!.dice.map((d) => d.added === true)).toEqual([false, false, true]);
  });
  it('is refused with keep/drop, rerolls or explosions in the same group, naming the group without them', () => {
    expect(() => parseDice('4d6ra1kh3')).toThrow(
      expect.objectContaining({
        code: 'dice.syntax.modifier-combination',
        params: expect.objectContaining({ suggestion: '4d6ra=1' }),
      }),
    );
    expect(() => parseDice('2d6!ra1')).toThrow(
      expect.objectContaining({ code: 'dice.syntax.modifier-combination' }),
    );
  });
});

describe('limits hold for the new explosions', () => {
  it('!p and !! refuse a die that explodes on every face, and one that would need too many explosions', () => {
    for (const input of ['1d1!p', '1d1!!', '1d4e>=1']) {
      expect(() => distributionOf(input)).toThrow(
        expect.objectContaining({ code: 'dice.limit.explode-every-face' }),
      );
      expect(() => rollDice(input)).toThrow(DiceLimitError);
    }
    for (const input of ['1d100!p>=2', '1d100!!>=2', '1d100e>1']) {
      expect(() => distributionOf(input)).toThrow(
        expect.objectContaining({ code: 'dice.limit.explosion-too-long' }),
      );
      expect(() => rollDice(input)).toThrow(
        expect.objectContaining({ code: 'dice.limit.explosion-too-long' }),
      );
    }
  });
});

describe('100,000 seeded rolls follow the exact distribution (chi-square, significance 0.001, seed 50)', () => {
  for (const input of [
    '4d6ra1',
    '3d6!p',
    '4d6!!kh3',
    'ceil(4d6/3)',
    'round(2d10/3)',
    'abs(1d6-1d8)',
    '1d20adv',
    '4d6d1',
  ]) {
    it(input, () => {
      const { statistic, critical, bins } = seededRollsAgainstExact(input, 50);
      expect(bins).toBeGreaterThan(5);
      expect(statistic).toBeLessThan(critical);
    });
  }
});
