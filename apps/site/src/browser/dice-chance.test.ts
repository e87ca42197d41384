import { describe, expect, it } from 'vitest';
import { formatChance } from './dice-chance.ts';

describe('formatChance', () => {
  it("shows ordinary chances with the calculators' two decimals (a d20 face is 5%, 2d6 = 7 is 1/6)", () => {
    expect(formatChance('en', 1 / 20)).toBe('5.00%');
    expect(formatChance('en', 1 / 6)).toBe('16.67%');
  });

  it('never rounds a possible total to 0% or a possible miss to 100%', () => {
    expect(formatChance('en', 1 / 1679616)).toBe('0.000060%');
    expect(formatChance('en', 1 - 1 / 1679616)).toBe('99.999940%');
    expect(formatChance('en', 1 / 400)).toBe('0.25%');
  });

  it('writes certain and impossible outcomes with the same decimals, in the reader locale', () => {
    expect(formatChance('en', 0)).toBe('0.00%');
    expect(formatChance('en', 1)).toBe('100.00%');
    expect(formatChance('th', 0.5)).toBe('50.00%');
  });
});
