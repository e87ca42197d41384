import { parseDice } from '@polyhedral/dice';
import { describe, expect, it } from 'vitest';
import { isRuleId } from '../rule-ids.ts';
import { EXAMPLE_DAMAGE_DICE } from './example-damage-dice.ts';

describe('EXAMPLE_DAMAGE_DICE (SRD 5.2 Weapons table and Fireball)', () => {
  it('holds the three examples the Dice: Damage text names, with the SRD values', () => {
    // SRD 5.2 Weapons table: "Dagger 1d4 Piercing", "Greataxe 1d12 Slashing"; Fireball: "8d6 Fire damage".
    expect(EXAMPLE_DAMAGE_DICE.map(({ id, dice }) => [id, dice])).toEqual([
      ['dagger', '1d4'],
      ['greataxe', '1d12'],
      ['fireball', '8d6'],
    ]);
  });

  it('names a known rule ID and a dice expression the engine parses', () => {
    for (const fact of EXAMPLE_DAMAGE_DICE) {
      expect(isRuleId(fact.ruleId)).toBe(true);
      expect(() => parseDice(fact.dice)).not.toThrow();
    }
  });
});
