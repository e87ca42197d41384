import { describe, expect, it } from 'vitest';
import { d3FromD6, percentageChance, percentileRoll } from './dice-conversions.ts';

describe('Dice conversions (Thai seed 000)', () => {
  it('D3: "roll 1d6 and divide by 2 (round up)" (D3, seed 000 line 101)', () => {
    expect([1, 2, 3, 4, 5, 6].map(d3FromD6)).toEqual([1, 1, 2, 2, 3, 3]);
    expect(() => d3FromD6(7)).toThrow(/rules.input.out-of-range/);
  });

  it('Percentile dice: 7 and 1 -> 71, 0 and 0 -> 100, 70 and 1 -> 71 (PercentileDice, seed 000 lines 93-95)', () => {
    expect(percentileRoll(70, 1)).toBe(71);
    expect(percentileRoll(0, 0)).toBe(100);
    expect(percentileRoll(0, 5)).toBe(5);
    expect(() => percentileRoll(75, 1)).toThrow(/rules.input.not-an-integer/);
    expect(() => percentileRoll(10, 10)).toThrow(/rules.input.out-of-range/);
  });

  it('a 5 percent chance happens on 01-05 of the d100 (PercentageChances, seed 000 line 119)', () => {
    expect(percentageChance(5)).toBe(0.05);
    expect(() => percentageChance(101)).toThrow(/rules.input.out-of-range/);
  });
});
