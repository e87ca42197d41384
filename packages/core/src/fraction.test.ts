/**
 * A fraction as the nearest double (issue: standard parts, round 3): `Fraction.of(1n, 20n ** 15n)`
 * gave 0 (the old scaling shifted the numerator to nothing); the true value is 3.0517578125e-20.
 */
import { describe, expect, it } from 'vitest';
import { Fraction } from './fraction.ts';

describe('Fraction#toNumber', () => {
  it('keeps a tiny value with a huge denominator', () => {
    expect(Fraction.of(1n, 20n ** 15n).toNumber()).toBe(3.0517578125e-20);
    expect(Fraction.of(-3n, 10n ** 30n).toNumber()).toBe(-3e-30);
    expect(Fraction.of(1n, 2n ** 1074n).toNumber()).toBe(5e-324);
  });

  it('gives the nearest double for ordinary and huge values', () => {
    expect(Fraction.of(1n, 3n).toNumber()).toBe(1 / 3);
    expect(Fraction.of(7n, 20n).toNumber()).toBe(0.35);
    expect(Fraction.of(0n, 5n).toNumber()).toBe(0);
    expect(Fraction.of(10n ** 30n, 7n).toNumber()).toBe(1e30 / 7);
    expect(Fraction.of(10n ** 400n, 3n).toNumber()).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('Fraction#toJSON', () => {
  it('serialises a result holding exact fractions as "num/den" text', () => {
    const result = { success: Fraction.of(319, 400), nested: [Fraction.of(3, 4)] };
    expect(JSON.stringify(result)).toBe('{"success":"319/400","nested":["3/4"]}');
  });
});
