import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Fraction } from '../fraction.ts';
import { type D20TestInput, d20Test } from '../rules/d20-test.ts';
import type { ConditionId } from './condition-types.ts';
import { d20TestWithConditions, type PlainD20Test } from './d20-with-conditions.ts';
import type { RollConditionsInput } from './roll-conditions.ts';

/**
 * Exact odds with a condition = exact odds with its effect given by hand (issue 43), over random
 * bonuses and DCs: each case is a condition's sentence (glossary definitions, rule ID Conditions)
 * and the D20 Test fields it means.
 */
interface Case {
  name: string;
  plain: (bonus: number, target: number) => PlainD20Test;
  roll: RollConditionsInput;
  /** The same effect written as d20Test's own fields. */
  explicit: Partial<D20TestInput>;
}

const save = (ability: 'strength' | 'dexterity' | 'wisdom', conditions: ConditionId[], exhaustion = 0) => ({
  roll: 'save' as const,
  ability,
  roller: { conditions, exhaustion },
});

const CASES: Case[] = [
  // "You have Disadvantage on attack rolls and ability checks."
  {
    name: 'Poisoned check',
    plain: (bonus, target) => ({ kind: 'check', bonus, target }),
    roll: { roll: 'check', ability: 'wisdom', roller: { conditions: ['PoisonedCondition'] } },
    explicit: { disadvantage: 1 },
  },
  {
    name: 'Poisoned attack',
    plain: (bonus, target) => ({ kind: 'attack', bonus, target }),
    roll: { roll: 'attack', roller: { conditions: ['PoisonedCondition'] } },
    explicit: { disadvantage: 1 },
  },
  // "you automatically fail Strength and Dexterity saving throws"
  {
    name: 'Paralyzed Dexterity save',
    plain: (bonus, target) => ({ kind: 'save', bonus, target }),
    roll: save('dexterity', ['ParalyzedCondition']),
    explicit: { autoFail: true },
  },
  {
    name: 'Paralyzed Wisdom save',
    plain: (b, t) => ({ kind: 'save', bonus: b, target: t }),
    roll: save('wisdom', ['ParalyzedCondition']),
    explicit: {},
  },
  // "Disadvantage on Dexterity saving throws"
  {
    name: 'Restrained Dexterity save',
    plain: (bonus, target) => ({ kind: 'save', bonus, target }),
    roll: save('dexterity', ['RestrainedCondition']),
    explicit: { disadvantage: 1 },
  },
  // "each level gives a −2 penalty to D20 Tests": level 3, −6.
  {
    name: 'Exhaustion 3 save',
    plain: (bonus, target) => ({ kind: 'save', bonus, target }),
    roll: save('wisdom', [], 3),
    explicit: { modifier: -6 },
  },
  // Prone: "attack rolls against you have Advantage from within 5 feet and Disadvantage otherwise."
  {
    name: 'Prone target within 5 feet',
    plain: (bonus, target) => ({ kind: 'attack', bonus, target }),
    roll: { roll: 'attack', target: { conditions: ['ProneCondition'] }, within5Feet: true },
    explicit: { advantage: 1 },
  },
  {
    name: 'Prone target beyond 5 feet',
    plain: (bonus, target) => ({ kind: 'attack', bonus, target }),
    roll: { roll: 'attack', target: { conditions: ['ProneCondition'] }, within5Feet: false },
    explicit: { disadvantage: 1 },
  },
  // Unconscious: Advantage against it, and "any hit from within 5 feet is a Critical Hit".
  {
    name: 'Unconscious target within 5 feet',
    plain: (bonus, target) => ({ kind: 'attack', bonus, target }),
    roll: { roll: 'attack', target: { conditions: ['UnconsciousCondition'] }, within5Feet: true },
    explicit: { advantage: 1, hitsAreCritical: true },
  },
  // Poisoned (Disadvantage) and Invisible (Advantage) on one attack: they cancel (TheyDontStack).
  {
    name: 'Poisoned and Invisible attacker',
    plain: (bonus, target) => ({ kind: 'attack', bonus, target }),
    roll: { roll: 'attack', roller: { conditions: ['PoisonedCondition', 'InvisibleCondition'] } },
    explicit: { advantage: 1, disadvantage: 1 },
  },
  // Bless: +1d4 on the save, and Exhaustion 2 (−4).
  {
    name: 'Blessed at Exhaustion 2',
    plain: (bonus, target) => ({ kind: 'save', bonus, target }),
    roll: { ...save('wisdom', [], 2), bonusDice: [{ sign: 1, count: 1, sides: 4 }] },
    explicit: { modifier: -4, bonusDice: [{ sign: 1, count: 1, sides: 4 }] },
  },
];

const FOUR = Fraction.of(4);

describe('odds with a condition = odds with the effect given explicitly', () => {
  it.each(CASES)('$name', ({ plain, roll, explicit }) => {
    fc.assert(
      fc.property(fc.integer({ min: -10, max: 15 }), fc.integer({ min: 1, max: 30 }), (bonus, target) => {
        const withCondition = d20TestWithConditions(plain(bonus, target), roll);
        const byHand = d20Test({ ...plain(bonus, target), ...explicit });
        expect(withCondition.exact.success.toString()).toBe(byHand.exact.success.toString());
        expect(withCondition.exact.critical.toString()).toBe(byHand.exact.critical.toString());
      }),
      { numRuns: 200 },
    );
  });

  it('a bonus die is counted exactly: the chance is the average over the die of the plain chances', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10, max: 15 }), fc.integer({ min: 1, max: 30 }), (bonus, target) => {
        const blessed = d20Test({
          kind: 'save',
          bonus,
          target,
          bonusDice: [{ sign: 1, count: 1, sides: 4 }],
        });
        const average = [1, 2, 3, 4]
          .map((face) => d20Test({ kind: 'save', bonus: bonus + face, target }).exact.success)
          .reduce((sum, p) => sum.add(p));
        expect(blessed.exact.success.mul(FOUR).toString()).toBe(average.toString());
      }),
      { numRuns: 200 },
    );
  });
});
