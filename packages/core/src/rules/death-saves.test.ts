import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RuleInputError } from '../errors.ts';
import { playtest } from '../rulesets/playtest.ts';
import { deathSaves, playtestDying, srdDeathSaves } from './death-saves.ts';

describe('Death Saving Throws, srd-5.2 (DeathSavingThrows, seed 002 lines 777-787)', () => {
  it('from (2 successes, 2 failures): 10-19 -> Stable, 20 -> regain 1 HP, 1-9 -> dead, in one roll', () => {
    const r = srdDeathSaves(2, 2);
    expect(r.exact.stable.toString()).toBe('1/2');
    expect(r.exact.revived.toString()).toBe('1/20');
    expect(r.exact.dead.toString()).toBe('9/20');
    expect(r.exact.expectedTurns.toString()).toBe('1');
  });

  it('"When you roll a 1 on the d20 ... you suffer two failures": from 0 successes and 1 failure a natural 1 kills', () => {
    // From (2, 1): 10-19 stable (10/20), 20 revive (1/20), 1 -> 3 failures dead (1/20), 2-9 -> (2, 2).
    const r = srdDeathSaves(2, 1);
    const fromTwoTwo = srdDeathSaves(2, 2);
    expect(r.stable).toBeCloseTo(10 / 20 + (8 / 20) * fromTwoTwo.stable, 12);
    expect(r.dead).toBeCloseTo(1 / 20 + (8 / 20) * fromTwoTwo.dead, 12);
  });

  it('from a fresh start the exact chances are the known 41.4% Stable, 40.5% dead, 18.1% revived', () => {
    const r = deathSaves({});
    expect(r.stable).toBeCloseTo(0.41375, 10);
    expect(r.dead).toBeCloseTo(0.404875, 10);
    expect(r.revived).toBeCloseTo(0.181375, 10);
    expect(r.expectedTurns).toBeCloseTo(3.6275, 10);
  });

  it('property: from every state the probabilities sum to exactly 1', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 }), fc.integer({ min: 0, max: 2 }), (s, f) => {
        const r = srdDeathSaves(s, f);
        expect(r.exact.stable.add(r.exact.dead).add(r.exact.revived).toString()).toBe('1');
        expect(r.expectedTurns).toBeGreaterThanOrEqual(1);
        expect(r.expectedTurns).toBeLessThanOrEqual(5);
      }),
    );
  });

  it('rejects 3 successes, -1 failures and 1.5', () => {
    expect(() => srdDeathSaves(3, 0)).toThrow(/rules.input.out-of-range/);
    expect(() => srdDeathSaves(0, -1)).toThrow(/rules.input.out-of-range/);
    expect(() => srdDeathSaves(1.5, 0)).toThrowError(RuleInputError);
  });
});

describe('Dying, playtest (DeathSavingThrows, seed 004 lines 1162-1188)', () => {
  it('one step from death: level 5, Con 14 (+2), at -18 HP: any failure (1d6 >= 1) reaches -19', () => {
    // "Make a DC 10 Constitution saving throw": d20 + 2 >= 10 on 8-20, 13/20.
    const r = playtestDying({ hp: -18, conScore: 14, level: 5 }, playtest);
    const p = 13 / 20;
    expect(r.stable).toBeCloseTo(p ** 3, 12);
    expect(r.dead).toBeCloseTo(1 - p ** 3, 12);
    expect(r.revived).toBe(0);
    expect(r.expectedTurns).toBeCloseTo(1 + p + p * p, 12);
  });

  it('Constitution 30 (+10) never fails: stabilized after exactly three saves', () => {
    const r = playtestDying({ hp: 0, conScore: 30, level: 1 }, playtest);
    expect(r.exact.stable.toString()).toBe('1');
    expect(r.exact.expectedTurns.toString()).toBe('3');
  });

  it('two failures from death: at -17 with threshold -19 a failure kills on 2-6 of the 1d6, or on a 1 and then another failure', () => {
    // Con 14, level 5, 2 successes: D(-18) = 7/20; D(-17) = 7/20 x 5/6 + 7/20 x 1/6 x 7/20 = 749/2400.
    const r = playtestDying({ hp: -17, conScore: 14, level: 5, successes: 2 }, playtest);
    expect(r.exact.dead.toString()).toBe('749/2400');
    expect(r.exact.stable.toString()).toBe('1651/2400');
  });

  it('property: probabilities sum to exactly 1 from any dying state', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 0, max: 2 }),
        fc.nat(),
        (con, level, successes, seed) => {
          const threshold = -(con + level);
          const hp = -(seed % -threshold);
          const r = playtestDying({ hp, conScore: con, level, successes }, playtest);
          expect(r.exact.stable.add(r.exact.dead).toString()).toBe('1');
        },
      ),
      { numRuns: 60 },
    );
  });

  it('deathSaves dispatches on the ruleset and needs hp, con and level for the playtest', () => {
    expect(deathSaves({ hp: -18, conScore: 14, level: 5 }, playtest).stable).toBeCloseTo(0.65 ** 3, 12);
    expect(() => deathSaves({ hp: 0, level: 5 }, playtest)).toThrow(/rules.input.missing/);
    expect(() => deathSaves({ hp: -19, conScore: 14, level: 5 }, playtest)).toThrow(
      /rules.input.out-of-range/,
    );
    expect(() => deathSaves({ hp: 2, conScore: 14, level: 5 }, playtest)).toThrow(/rules.input.out-of-range/);
    expect(() => srdDeathSaves(0, 0, playtest)).toThrow(/rules.ruleset.unsupported/);
  });
});

describe('Death Saving Throws with Exhaustion (ExhaustionCondition: −2 per level on D20 Tests)', () => {
  it('Exhaustion 1 makes 10 and 11 failures: a success needs 12-19 (8 faces), not 10-19 (10)', () => {
    const plain = deathSaves({ successes: 2, failures: 2 });
    const tired = deathSaves({ successes: 2, failures: 2, exhaustion: 1 });
    // One roll decides from 2 successes and 2 failures: stable on a success, revived on a 20.
    expect(plain.exact.stable.toString()).toBe('1/2');
    expect(tired.exact.stable.toString()).toBe('2/5');
    expect(tired.exact.revived.toString()).toBe('1/20');
  });
});
