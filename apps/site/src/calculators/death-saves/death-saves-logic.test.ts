import { describe, expect, it } from 'vitest';
import { computeDeathSaves, DEATH_SAVES_LIMITS, type DeathSavesInputs } from './death-saves-logic.ts';

const srd: DeathSavesInputs = { ruleset: 'srd-5.2', successes: 0, failures: 0, hp: 0, con: 10, level: 1 };
const playtest: DeathSavesInputs = { ...srd, ruleset: 'playtest' };

function outcome(inputs: DeathSavesInputs) {
  const result = computeDeathSaves(inputs);
  if (!result.ok) throw new Error(result.messageKey);
  return result;
}

describe('death saves calculator (DeathSavingThrows)', () => {
  it('decides a 2-2 state on one roll: "10 or higher, you succeed", "a 20 ... regain 1 Hit Point" (002 l.781-785)', () => {
    const { outcome: o } = outcome({ ...srd, successes: 2, failures: 2 });
    expect(o.exact.stable.toString()).toBe('1/2'); // 10-19
    expect(o.exact.dead.toString()).toBe('9/20'); // 1-9
    expect(o.exact.revived.toString()).toBe('1/20'); // 20
    expect(o.expectedTurns).toBe(1);
  });

  it('sums the three outcomes to 1 exactly from a fresh start (002 l.781 "three of a kind")', () => {
    const { outcome: o } = outcome(srd);
    expect(o.exact.stable.add(o.exact.dead).add(o.exact.revived).toString()).toBe('1');
    expect(o.stable).toBeGreaterThan(o.dead);
  });

  it('uses the playtest threshold: "5th level and have a 14 Constitution ... die when ... –19" (004 l.1183-1188)', () => {
    const result = outcome({ ...playtest, con: 14, level: 5, hp: -18 });
    expect(result.threshold).toBe(-19);
    expect(result.outcome.revived).toBe(0);
    expect(result.outcome.stable + result.outcome.dead).toBeCloseTo(1, 12);
  });

  it('stabilizes surely when the DC 10 Constitution save can’t fail (Con 30: +10; 004 "Make a DC 10 Constitution saving throw")', () => {
    const { outcome: o } = outcome({ ...playtest, con: 30 });
    expect(o.stable).toBe(1);
    expect(o.expectedTurns).toBe(3);
  });

  it('answers hit points at or below the death threshold with the core’s range error', () => {
    expect(computeDeathSaves({ ...playtest, con: 10, level: 1, hp: -11 })).toMatchObject({
      ok: false,
      messageKey: 'rules.input.out-of-range',
      params: { field: 'hp', min: -10, max: 0 },
    });
  });

  it('computes the largest playtest chain (Con 27, level 20, 0 HP) quickly', () => {
    const hp = DEATH_SAVES_LIMITS.hp.max;
    const start = performance.now();
    outcome({ ...playtest, con: 27, level: DEATH_SAVES_LIMITS.level.max, hp });
    expect(performance.now() - start).toBeLessThan(500);
  });
});
