import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RuleInputError } from '../errors.ts';
import { playtest } from '../rulesets/playtest.ts';
import { bestCover } from './cover.ts';
import { d20FaceWeights, d20Test, keptD20, rollMode } from './d20-test.ts';

const ratio = (result: { exact: { success: { toString(): string } } }) => result.exact.success.toString();

describe('D20 Tests (D20Tests, seed 002 lines 81-93)', () => {
  it('"If the total of the d20 and its modifiers equals or exceeds the target number, the D20 Test succeeds"', () => {
    // +5 vs DC 15 succeeds on a d20 roll of 10-20: 11 faces of 20.
    expect(d20Test({ kind: 'check', bonus: 5, target: 15 }).success).toBe(11 / 20);
    expect(ratio(d20Test({ kind: 'save', bonus: 0, target: 21 }))).toBe('0');
    expect(ratio(d20Test({ kind: 'check', bonus: 10, target: 5 }))).toBe('1');
  });

  it('natural 20 / natural 1 apply to attack rolls only (Rolling20or1, seed 002 lines 192-196)', () => {
    // "the attack hits regardless of any modifiers or the target's AC"
    const hopeless = d20Test({ kind: 'attack', bonus: 0, target: 30 });
    expect(hopeless.success).toBe(1 / 20);
    expect(hopeless.critical).toBe(1 / 20);
    // "the attack misses regardless of any modifiers"
    expect(d20Test({ kind: 'attack', bonus: 30, target: 10 }).success).toBe(19 / 20);
    // checks and saves have no such rule
    expect(d20Test({ kind: 'check', bonus: 30, target: 10 }).success).toBe(1);
    expect(d20Test({ kind: 'save', bonus: 0, target: 30 }).success).toBe(0);
    expect(d20Test({ kind: 'save', bonus: 0, target: 30 }).critical).toBe(0);
  });

  it('the playtest keeps the same natural 1 / natural 20 rule for attacks (seed 004 lines 1016-1021)', () => {
    expect(d20Test({ kind: 'attack', bonus: 30, target: 10 }, playtest).success).toBe(19 / 20);
    expect(d20Test({ kind: 'attack', bonus: 0, target: 30 }, playtest).critical).toBe(1 / 20);
  });

  it('Advantage uses the higher of two d20s (RollTwoD20s, seed 002 lines 204-206): P(>= t) = 1 - ((t-1)/20)^2', () => {
    for (let t = 1; t <= 20; t++) {
      const adv = d20Test({ kind: 'check', bonus: 0, target: t, advantage: true });
      const dis = d20Test({ kind: 'check', bonus: 0, target: t, disadvantage: true });
      expect(adv.success).toBeCloseTo(1 - ((t - 1) / 20) ** 2, 12);
      expect(dis.success).toBeCloseTo(((21 - t) / 20) ** 2, 12);
    }
    // Critical chance with Advantage: 1 - (19/20)^2 = 39/400
    expect(d20Test({ kind: 'attack', bonus: 5, target: 15, advantage: 2 }).exact.critical.toString()).toBe(
      '39/400',
    );
  });

  it('"if you have Disadvantage and roll an 18 and a 3, use the 3. If you instead have Advantage ... use the 18" (seed 002 line 206)', () => {
    expect(keptD20(18, 3, 'disadvantage')).toBe(3);
    expect(keptD20(18, 3, 'advantage')).toBe(18);
    expect(keptD20(18, undefined, 'normal')).toBe(18);
    expect(() => keptD20(18, undefined, 'advantage')).toThrow(/rules.input.not-a-number/);
  });

  it('face weights are a distribution in every mode', () => {
    for (const mode of ['normal', 'advantage', 'disadvantage'] as const) {
      expect(d20FaceWeights(mode).reduce((a, b) => a + b, 0)).toBe(400);
    }
  });

  it('"They Don\'t Stack": any Advantage and any Disadvantage cancel, even 3 to 1 (TheyDontStack, seed 002 lines 210-212)', () => {
    expect(rollMode(3, 1)).toBe('normal');
    expect(rollMode(1, 4)).toBe('normal');
    expect(rollMode(5, 0)).toBe('advantage');
    expect(rollMode(0, 2)).toBe('disadvantage');
    const plain = d20Test({ kind: 'attack', bonus: 4, target: 14 });
    const cancelled = d20Test({ kind: 'attack', bonus: 4, target: 14, advantage: 3, disadvantage: 1 });
    expect(cancelled.exact.success.equals(plain.exact.success)).toBe(true);
    const many = d20Test({ kind: 'attack', bonus: 4, target: 14, advantage: 3 });
    const one = d20Test({ kind: 'attack', bonus: 4, target: 14, advantage: 1 });
    expect(many.success).toBe(one.success);
  });

  it('Cover adds +2 / +5 to AC (Covertable, seed 002 lines 617-621)', () => {
    const open = d20Test({ kind: 'attack', bonus: 5, target: 15 });
    const half = d20Test({ kind: 'attack', bonus: 5, target: 15, cover: 'half' });
    const threeQuarters = d20Test({ kind: 'attack', bonus: 5, target: 15, cover: 'three-quarters' });
    expect(half.target).toBe(17);
    expect(threeQuarters.target).toBe(20);
    expect(open.success - half.success).toBeCloseTo(2 / 20, 12);
    expect(threeQuarters.success).toBe(d20Test({ kind: 'attack', bonus: 5, target: 20 }).success);
  });

  it('Cover adds to Dexterity saving throws too, and not to ability checks', () => {
    expect(d20Test({ kind: 'save', bonus: 1, target: 15, cover: 'half' }).bonus).toBe(3);
    expect(() => d20Test({ kind: 'check', bonus: 1, target: 15, cover: 'half' })).toThrow(
      /rules.d20.cover-not-applicable/,
    );
  });

  it('"behind a creature that gives Half Cover and a tree trunk that gives Three-Quarters Cover, the target has Three-Quarters Cover" (Cover, seed 002 line 614)', () => {
    expect(bestCover(['half', 'three-quarters'])).toBe('three-quarters');
    const both = d20Test({ kind: 'attack', bonus: 5, target: 15, cover: ['half', 'three-quarters'] });
    expect(both.target).toBe(20);
  });

  it('Total Cover: "Can\'t be targeted directly"', () => {
    const total = d20Test({ kind: 'attack', bonus: 5, target: 15, cover: 'total' });
    expect(total).toMatchObject({ targetable: false, success: 0, critical: 0 });
    expect(() => d20Test({ kind: 'save', bonus: 1, target: 15, cover: 'total' })).toThrow(
      /rules.d20.total-cover/,
    );
  });

  it('rejects bad input with typed errors', () => {
    const bad = [
      () => d20Test({ kind: 'check', bonus: Number.NaN, target: 10 }),
      () => d20Test({ kind: 'check', bonus: 1.5, target: 10 }),
      () => d20Test({ kind: 'check', bonus: 1, target: 0 }),
      () => d20Test({ kind: 'hunch' as 'check', bonus: 1, target: 10 }),
      () => d20Test({ kind: 'check', bonus: 1, target: 10, advantage: -1 }),
      () => d20Test({ kind: 'attack', bonus: 1, target: 10, cover: 'most' as 'half' }),
    ];
    for (const call of bad) expect(call).toThrowError(RuleInputError);
  });

  it('property: success and critical are probabilities with critical <= success, and Advantage never hurts', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('check', 'save', 'attack' as const),
        fc.integer({ min: -30, max: 30 }),
        fc.integer({ min: 1, max: 50 }),
        (kind, bonus, target) => {
          const base = d20Test({ kind, bonus, target });
          const adv = d20Test({ kind, bonus, target, advantage: true });
          const dis = d20Test({ kind, bonus, target, disadvantage: true });
          for (const r of [base, adv, dis]) {
            expect(r.success).toBeGreaterThanOrEqual(0);
            expect(r.success).toBeLessThanOrEqual(1);
            expect(r.critical).toBeLessThanOrEqual(r.success);
          }
          expect(adv.success).toBeGreaterThanOrEqual(base.success);
          expect(dis.success).toBeLessThanOrEqual(base.success);
        },
      ),
    );
  });
});
