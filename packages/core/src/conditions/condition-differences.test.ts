import { describe, expect, it } from 'vitest';
import { RULE_DIFFERENCES } from '../rulesets/differences.ts';
import { CONDITION_DIFFERENCES } from './condition-differences.ts';

describe('the conditions across the rulesets (seed 004 "Conditions" against the SRD 5.2 glossary)', () => {
  it('marks a condition the same exactly when its effects are the same in both', () => {
    for (const one of CONDITION_DIFFERENCES) {
      const same = one.playtest !== null && JSON.stringify(one.srd) === JSON.stringify(one.playtest);
      expect(one.comparison === 'same', one.condition).toBe(same);
      expect(one.comparison === 'absent', one.condition).toBe(one.playtest === null);
    }
  });

  it('has the Playtest lack Exhaustion, Grappled, Incapacitated, Petrified and Poisoned, and no automatic Critical Hit', () => {
    expect(CONDITION_DIFFERENCES.filter((one) => one.playtest === null).map((one) => one.condition)).toEqual([
      'ExhaustionCondition',
      'GrappledCondition',
      'IncapacitatedCondition',
      'PetrifiedCondition',
      'PoisonedCondition',
    ]);
    const unconscious = CONDITION_DIFFERENCES.find((one) => one.condition === 'UnconsciousCondition')!;
    expect(unconscious.onlySrd).toContain('UnconsciousCondition.critical-within-5-feet');
    const prone = CONDITION_DIFFERENCES.find((one) => one.condition === 'ProneCondition')!;
    expect(prone.onlyPlaytest).toContain('ProneCondition.attack-penalty');
  });

  it('is the detail of the conditions-list topic', () => {
    expect(RULE_DIFFERENCES.find((one) => one.topic === 'conditions-list')?.details).toBe('conditions');
    expect(CONDITION_DIFFERENCES).toHaveLength(17);
  });
});
