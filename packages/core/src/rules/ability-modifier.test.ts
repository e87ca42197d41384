import { describe, expect, it } from 'vitest';
import { RuleInputError } from '../errors.ts';
import { abilityModifiersTable } from '../tables/ability-modifiers-table.ts';
import { abilityScoresAndModifiers } from '../tables/ability-scores-and-modifiers.ts';
import { abilityModifier } from './ability-modifier.ts';

describe('abilityModifier (AbilityModifiersTable)', () => {
  it('agrees with every row of the Ability Modifiers table, scores 1-30 (seed 002 lines 62-79)', () => {
    for (const row of abilityModifiersTable.rows) {
      const [min, max] = row.score as [number, number];
      for (let s = min; s <= max; s++) expect(abilityModifier(s)).toBe(row.modifier);
    }
  });

  it('agrees with the Ability Scores and Modifiers table, scores 3-20 (seed 002 lines 1019-1030)', () => {
    for (const row of abilityScoresAndModifiers.rows) {
      const [min, max] = row.score as [number, number];
      for (let s = min; s <= max; s++) expect(abilityModifier(s)).toBe(row.modifier);
    }
  });

  it('playtest example: "if you have a Strength of 15, your Strength modifier is +2" (seed 004 lines 233-235)', () => {
    expect(abilityModifier(15)).toBe(2);
  });

  it.each([
    [0, 'rules.input.out-of-range'],
    [31, 'rules.input.out-of-range'],
    [Number.NaN, 'rules.input.not-a-number'],
    [12.5, 'rules.input.not-an-integer'],
  ])('rejects score %s with %s', (score, code) => {
    expect(() => abilityModifier(score)).toThrowError(RuleInputError);
    try {
      abilityModifier(score);
    } catch (error) {
      expect((error as RuleInputError).code).toBe(code);
    }
  });

  it('reports the field and bounds of an out-of-range score', () => {
    try {
      abilityModifier(31);
      expect.unreachable();
    } catch (error) {
      expect((error as RuleInputError).params).toEqual({ field: 'score', min: 1, max: 30, actual: 31 });
    }
  });
});
