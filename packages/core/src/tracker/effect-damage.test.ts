import { describe, expect, it } from 'vitest';
import { facesInTurn } from '../../test/support/tracker-fixtures.ts';
import { rollEffectDamage, typedEffectDamage } from './effect-damage.ts';

describe('an effect damage roll that adds up step by step (DamageRolls)', () => {
  it('8d6+5: the dice add to 30, the modifier makes 35', () => {
    const roll = rollEffectDamage('8d6+5', facesInTurn(3, 2, 5, 4, 1, 5, 5, 5));
    expect(roll.dice).toEqual([{ notation: '8d6', values: [3, 2, 5, 4, 1, 5, 5, 5], subtotal: 30 }]);
    expect(roll.working).toBe('30 + 5');
    expect([roll.total, roll.dealt, roll.floored]).toEqual([35, 35, false]);
  });

  it('2d6-20: a total below 0 deals 0 and says so', () => {
    const roll = rollEffectDamage('2d6-20', facesInTurn(4, 3));
    expect(roll.working).toBe('7 - 20');
    expect([roll.total, roll.dealt, roll.floored]).toEqual([-13, 0, true]);
  });

  it('-5 typed as the damage: no dice, floored at 0', () => {
    const roll = rollEffectDamage('-5', facesInTurn(1));
    expect([roll.dice.length, roll.total, roll.dealt, roll.floored]).toEqual([0, -5, 0, true]);
  });

  it('two groups keep their places: 2d8+1d6+3', () => {
    const roll = rollEffectDamage('2d8+1d6+3', facesInTurn(8, 1, 6));
    expect(roll.working).toBe('9 + 6 + 3');
    expect(roll.total).toBe(18);
  });

  it('a typed amount is its own working', () => {
    expect(typedEffectDamage(28)).toMatchObject({ working: '28', dealt: 28, typed: true, floored: false });
    expect(() => typedEffectDamage(-1)).toThrow();
  });
});
