import { describe, expect, it } from 'vitest';
import { computeD20, type D20Inputs } from './d20-test-logic.ts';

const base: D20Inputs = {
  kind: 'attack',
  bonus: 5,
  target: 15,
  advantage: 0,
  disadvantage: 0,
  cover: 'none',
  ruleset: 'srd-5.2',
};

function success(inputs: Partial<D20Inputs>): number {
  const result = computeD20({ ...base, ...inputs });
  if (!result.ok) throw new Error(result.messageKey);
  return result.result.success;
}

describe('D20 Test calculator (AdvantageDisadvantage)', () => {
  it('hits AC 15 with +5 on 10-20: 0.55, critical on a natural 20: 0.05 (002 l.192-196 "Rolling 20 or 1")', () => {
    const result = computeD20(base);
    if (!result.ok) throw new Error(result.messageKey);
    expect(result.result.success).toBeCloseTo(0.55, 12);
    expect(result.result.critical).toBeCloseTo(0.05, 12);
    expect(result.result.exact.success.toString()).toBe('11/20');
  });

  it('cancels any number of Advantage sources against one Disadvantage (002 l.208-212 "They Don’t Stack")', () => {
    expect(success({ advantage: 2, disadvantage: 1 })).toBeCloseTo(success({}), 12);
  });

  it('adds Half Cover +2 to the AC (002 "Cover" table)', () => {
    expect(success({ cover: 'half' })).toBeCloseTo(success({ target: 17 }), 12);
  });

  it('reports that a target with Total Cover can’t be targeted', () => {
    const result = computeD20({ ...base, cover: 'total' });
    expect(result.ok && result.result.targetable).toBe(false);
  });

  it('answers cover on an ability check with the core’s error code, not a number', () => {
    const result = computeD20({ ...base, kind: 'check', cover: 'half' });
    expect(result).toMatchObject({ ok: false, messageKey: 'rules.d20.cover-not-applicable' });
  });
});
