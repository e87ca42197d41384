import { describe, expect, it } from 'vitest';
import { playtest } from '../rulesets/playtest.ts';
import { applyHealing, gainTemporaryHitPoints, isBloodied } from './hit-points.ts';

describe('Healing (Healing)', () => {
  it('"if you receive 8 Hit Points of healing and have 14 Hit Points and a Hit Point maximum of 20, you regain 6 Hit Points, not 8" (seed 002 line 753)', () => {
    const result = applyHealing({ hp: 14, maxHp: 20 }, 8);
    expect(result).toMatchObject({ hp: 20, regained: 6, revived: false });
    expect(result.steps.map((s) => s.code)).toEqual(['heal.step.regained', 'heal.step.capped']);
  });

  it('healing at 0 HP brings a character back to consciousness (FallingUnconscious, seed 002 line 775)', () => {
    expect(applyHealing({ hp: 0, maxHp: 20 }, 3)).toMatchObject({ hp: 3, revived: true });
  });

  it('playtest: "if you are at -5 hit points and ... regain 4 hit points, you have 4 hit points" (seed 004 lines 1218-1224)', () => {
    const result = applyHealing({ hp: -5, maxHp: 20 }, 4, playtest);
    expect(result).toMatchObject({ hp: 4, regained: 4, revived: true });
    expect(result.steps[0]).toEqual({ code: 'heal.step.start-at-zero', params: { before: -5, after: 0 } });
  });

  it('srd-5.2 current HP is never below 0, so -5 is bad input', () => {
    expect(() => applyHealing({ hp: -5, maxHp: 20 }, 4)).toThrow(/rules.input.out-of-range/);
    expect(() => applyHealing({ hp: 5, maxHp: 20 }, -4)).toThrow(/rules.input.out-of-range/);
  });
});

describe('Temporary Hit Points (TemporaryHitPointsDontStack)', () => {
  it('"a spell grants you 12 Temporary Hit Points when you already have 10, you can have 12 or 10, not 22" (seed 002 line 813)', () => {
    expect(gainTemporaryHitPoints(10, 12).temp).toBe(12);
    expect(gainTemporaryHitPoints(10, 12, 'keep').temp).toBe(10);
    expect(gainTemporaryHitPoints(10, 12, 'replace').temp).toBe(12);
    expect(gainTemporaryHitPoints(12, 10, 'replace').temp).toBe(10);
    expect(gainTemporaryHitPoints(12, 10).temp).toBe(12);
  });

  it('the playtest has no temporary hit points', () => {
    expect(() => gainTemporaryHitPoints(0, 5, 'higher', playtest)).toThrow(/rules.ruleset.unsupported/);
  });
});

describe('Bloodied (HitPoints, seed 002 line 699)', () => {
  it('"If you have half your Hit Points or fewer"', () => {
    expect(isBloodied(10, 20)).toBe(true);
    expect(isBloodied(11, 20)).toBe(false);
    expect(isBloodied(10, 21)).toBe(true);
    expect(isBloodied(11, 21)).toBe(false);
  });
});
