import { describe, expect, it } from 'vitest';
import { computeAbilityModifier, scoreMeaning } from './ability-modifier-logic.ts';

describe('ability modifier calculator (AbilityModifiers)', () => {
  it('reads the Ability Modifiers table: "1 | −5", "10–11 | +0", "30 | +10" (002 l.62-79)', () => {
    expect(computeAbilityModifier(1)).toMatchObject({ ok: true, modifier: -5 });
    expect(computeAbilityModifier(11)).toMatchObject({ ok: true, modifier: 0 });
    expect(computeAbilityModifier(15)).toMatchObject({ ok: true, modifier: 2 });
    expect(computeAbilityModifier(30)).toMatchObject({ ok: true, modifier: 10 });
  });

  it('rounds down odd scores below 10 ("round down if you end up with a fraction", 002 l.58): 9 -> −1', () => {
    expect(computeAbilityModifier(9)).toMatchObject({ ok: true, modifier: -1 });
  });

  it('names the Ability Scores band: "10–11 | This represents the human average" (002 l.47)', () => {
    expect(scoreMeaning(10)).toBe('average');
    expect(scoreMeaning(20)).toBe('adventurer-max');
    expect(scoreMeaning(25)).toBe('extraordinary');
  });

  it('answers a score past 30 ("the highest a score can go", 002 l.50) with the core’s range error', () => {
    expect(computeAbilityModifier(31)).toMatchObject({
      ok: false,
      messageKey: 'rules.input.out-of-range',
      params: { min: 1, max: 30 },
    });
  });
});
