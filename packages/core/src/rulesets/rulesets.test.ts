import { lineRange, seedLines } from '@polyhedral/seed-extracts';
import { describe, expect, it } from 'vitest';
import { isRuleId } from '../rule-ids.ts';
import { DEFAULT_RULESET, getRuleset, playtest, RULE_DIFFERENCES, RULESETS, srd52 } from './index.ts';
import type { RuleRef, Ruleset } from './types.ts';

const withoutRefs = (value: unknown): unknown =>
  JSON.parse(JSON.stringify(value, (key, v) => (key === 'ref' ? undefined : v)));

describe('rulesets as data', () => {
  it('srd-5.2 is the default; getRuleset rejects unknown IDs', () => {
    expect(DEFAULT_RULESET).toBe(srd52);
    expect(getRuleset('playtest')).toBe(playtest);
    expect(() => getRuleset('4e')).toThrow(/rules.ruleset.unknown/);
  });

  it('lists all 50 compared topics of rule_differences.tsv, each with a rule ID', () => {
    expect(RULE_DIFFERENCES).toHaveLength(50);
    for (const d of RULE_DIFFERENCES) expect(isRuleId(d.ruleId), d.topic).toBe(true);
  });

  it('every difference encoded as data really differs between the two rulesets', () => {
    for (const d of RULE_DIFFERENCES.filter(
      (x) => x.encodedBy !== null && !x.status.startsWith('SAME') && !x.status.startsWith('MOSTLY SAME'),
    )) {
      const field = d.encodedBy as keyof Ruleset;
      expect(withoutRefs(srd52[field]), d.topic).not.toEqual(withoutRefs(playtest[field]));
    }
  });

  it('rules that are the same stay the same: natural 1/20 on attacks, Advantage, Difficult Terrain', () => {
    for (const field of ['naturalRollsOnAttacks', 'advantage', 'difficultTerrainExtraCost'] as const) {
      expect(withoutRefs(srd52[field])).toEqual(withoutRefs(playtest[field]));
    }
  });

  it('the numbers that differ: critical dice, dying, recovery, spell DC, Dodge, Disengage, rests', () => {
    expect([srd52.criticalHit.damageDice, playtest.criticalHit.damageDice]).toEqual([
      'roll-twice',
      'maximize',
    ]);
    expect([srd52.stabilizedRecovery.hours, playtest.stabilizedRecovery.hours]).toEqual(['1d4', '2d6']);
    expect([srd52.spellSaveDc.base, playtest.spellSaveDc.base]).toEqual([8, 10]);
    expect(playtest.dodge).toMatchObject({ kind: 'bonus', acBonus: 4, dexSaveBonus: 4 });
    expect([srd52.disengage.maxFeet, playtest.disengage.maxFeet]).toEqual([null, 10]);
    expect([srd52.rests.shortRestMinutes, playtest.rests.shortRestMinutes]).toEqual([60, 10]);
    expect(playtest.dying).toMatchObject({ kind: 'constitution-save', dc: 10, failureDamage: '1d6' });
  });
});

describe('ruleset references point at the seed text that states them (@polyhedral/seed-extracts)', () => {
  const cases: Array<[string, RuleRef, RegExp]> = [
    ['srd critical', srd52.criticalHit.ref, /damage dice twice/],
    ['playtest critical', playtest.criticalHit.ref, /maximum/],
    ['srd death saves DC 10', srd52.dying.ref, /10 or higher/],
    ['playtest dying', playtest.dying.ref, /DC 10 Constitution saving throw[\s\S]*1d6/],
    ['srd recovery', srd52.stabilizedRecovery.ref, /1d4 hours/],
    ['playtest recovery', playtest.stabilizedRecovery.ref, /2d6 hours/],
    ['playtest healing from below 0', playtest.healingFromBelowZero.ref, /below 0/],
    ['srd spell DC', srd52.spellSaveDc.ref, /8 \+ spellcasting ability modifier \+ Proficiency Bonus/],
    ['playtest spell DC', playtest.spellSaveDc.ref, /10 \+ your[\s\S]*relevant magic ability modifier/],
    ['playtest Dodge', playtest.dodge.ref, /\+4 bonus to AC/],
    ['playtest Disengage', playtest.disengage.ref, /10 feet/],
    ['playtest short rest', playtest.rests.ref, /about 10[\s\S]*minutes/],
    ['playtest opportunity attack', playtest.opportunityAttack.ref, /with advantage/],
    ['playtest surprise', playtest.surprise.ref, /cannot move or take actions/],
    ['playtest knock out', playtest.knockOut.ref, /0 hit[\s\S]*points and falls unconscious/],
    ['srd knock out', srd52.knockOut.ref, /1 Hit Point/],
    ['playtest contests', playtest.contests.ref, /If there is a tie, neither creature succeeds/],
    ['playtest minute distance', playtest.travelPerMinute.ref, /multiply your speed by 10/],
  ];
  for (const [name, ref, pattern] of cases) {
    it(`${name}: seed ${ref.seed} lines ${ref.lines}`, () => {
      const [from, to] = lineRange(ref.lines);
      expect(seedLines(ref.seed, from, to)).toMatch(pattern);
    });
  }

  it('every reference of both rulesets names a known rule ID and a line range inside its seed', () => {
    for (const ruleset of Object.values(RULESETS)) {
      for (const value of Object.values(ruleset)) {
        if (typeof value !== 'object' || value === null || !('ref' in value)) continue;
        const ref = (value as { ref: RuleRef }).ref;
        expect(isRuleId(ref.ruleId), ref.ruleId).toBe(true);
        const [from, to] = lineRange(ref.lines);
        expect(seedLines(ref.seed, from, to).trim().length, `${ref.seed} ${ref.lines}`).toBeGreaterThan(0);
      }
    }
  });
});
