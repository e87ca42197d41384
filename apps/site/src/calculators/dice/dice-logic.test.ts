import { describe, expect, it } from 'vitest';
import { computeDice, validateExpression, validateThreshold } from './dice-logic.ts';

describe('dice calculator logic', () => {
  it('computes 1d20+5 >= 15 as 0.55 (002 "D20 Tests": roll, add modifier, compare with the DC)', () => {
    const result = computeDice('1d20+5', 15);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.chanceAtLeast).toBeCloseTo(0.55, 12);
  });

  it('gives 8d6 (Fireball-sized damage in 002 "Damage Rolls") mean 28 and range 8-48', () => {
    const result = computeDice('8d6', null);
    if (!result.ok) throw new Error('8d6 must compute');
    expect(result.summary.mean).toBeCloseTo(28, 12);
    expect([result.summary.min, result.summary.max]).toEqual([8, 48]);
    expect(result.chanceAtLeast).toBeNull();
  });

  it('answers a malformed expression with a dice error code, not an exception', () => {
    const result = validateExpression('2d');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.messageKey).toMatch(/^dice\.syntax\./);
  });

  it('answers an oversized request with a dice limit code at once', () => {
    const result = computeDice('100000d6', null);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.messageKey).toMatch(/^dice\.limit\./);
  });

  it('reads thresholds typed with full-width digits and the Unicode minus', () => {
    expect(validateThreshold('１５')).toEqual({ ok: true, value: 15 });
    expect(validateThreshold('\u22123')).toEqual({ ok: true, value: -3 });
    expect(validateThreshold('')).toEqual({ ok: true, value: null });
    expect(validateThreshold('abc').ok).toBe(false);
  });

  it('holds the calculator to its one-frame budget with a localized budget error', () => {
    expect(computeDice('100d100', null).ok).toBe(true);
    expect(computeDice('50d100+50d100', null)).toMatchObject({ ok: false, messageKey: 'calc.error.budget' });
  });

  it('reports a top-level comparison as a chance of success: 2d20kh1 >= 11 is 0.75 (002 l.206, Advantage)', () => {
    const result = computeDice('2d20kh1>=11', null);
    if (!result.ok) throw new Error(result.messageKey);
    expect(result.isComparison).toBe(true);
    expect(result.distribution.mean).toBeCloseTo(0.75, 12);
    expect(computeDice('2d20kh1', null)).toMatchObject({ ok: true, isComparison: false });
  });
});
