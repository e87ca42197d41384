import { describe, expect, it } from 'vitest';
import { playtest } from '../rulesets/index.ts';
import { conditionDamageDefenses } from './condition-defenses.ts';

describe('conditionDamageDefenses: Resistance from the conditions data (Conditions)', () => {
  it('Petrified: "you have Resistance to all damage"', () => {
    expect(conditionDamageDefenses(['PoisonedCondition', 'PetrifiedCondition'])).toEqual({
      resistAllFrom: ['PetrifiedCondition'],
      halvedBy: [],
      dealtHalvedBy: [],
      reducedBy: [],
      // Petrified: "Immunity to the Poisoned condition" (Poisoned counts for nothing).
      immune: [
        {
          code: 'conditions.cause.immune-from',
          params: { condition: 'PoisonedCondition', by: 'PetrifiedCondition' },
        },
      ],
      causes: [
        {
          code: 'conditions.cause.immune-from',
          params: { condition: 'PoisonedCondition', by: 'PetrifiedCondition' },
        },
        {
          code: 'conditions.cause.resistance',
          params: {
            condition: 'PetrifiedCondition',
            ruleId: 'Conditions',
            effect: 'PetrifiedCondition.resistance',
          },
        },
      ],
    });
  });

  it('no other condition gives Resistance; the Playtest has no Petrified', () => {
    expect(conditionDamageDefenses(['ParalyzedCondition', 'UnconsciousCondition']).resistAllFrom).toEqual([]);
    expect(conditionDamageDefenses(['PetrifiedCondition'], playtest).resistAllFrom).toEqual([]);
  });
});
