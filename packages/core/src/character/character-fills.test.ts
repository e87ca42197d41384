import { describe, expect, it } from 'vitest';
import { FIGHTER_CHARACTER } from '../../test/support/characters.ts';
import { CALCULATOR_KINDS, computeCalculator } from '../calculators/kinds.ts';
import { CHARACTER_FILL_KINDS, characterFills } from './character-fills.ts';

const FIGHTER = FIGHTER_CHARACTER;

describe('characterFills', () => {
  it('every fill sets parameters the registry has, in range (the calculator computes with them)', () => {
    for (const kind of CHARACTER_FILL_KINDS) {
      const names = CALCULATOR_KINDS[kind].params.map((param) => param.name);
      for (const fill of characterFills(kind, FIGHTER)) {
        if (kind === 'save-half') continue;
        for (const name of Object.keys(fill.values)) expect(names, `${kind} ${fill.id}`).toContain(name);
        expect(() => computeCalculator(kind, { ...fill.values })).not.toThrow();
      }
    }
  });

  // Proficiency Bonus table: level 5 is +3. Fill In Numbers: a proficient save adds it to the
  // ability modifier; Attack Rolls: a melee attack uses Strength, a ranged one Dexterity.
  it('a level 5 fighter: Strength save +6, Dexterity save +2, melee +6, ranged +5, AC 18', () => {
    const d20 = characterFills('d20-test', FIGHTER);
    expect(d20.find((f) => f.id === 'save-strength')?.values).toEqual({ 'kind-of-test': 'save', bonus: 6 });
    expect(d20.find((f) => f.id === 'save-dexterity')?.value).toBe(2);
    expect(d20.find((f) => f.id === 'skill-athletics')?.value).toBe(6);
    expect(d20.find((f) => f.id === 'initiative')?.value).toBe(2);
    expect(d20.find((f) => f.id === 'ac')?.values).toEqual({ 'kind-of-test': 'attack', target: 18 });
    const attack = characterFills('attack-damage', FIGHTER);
    expect(attack.map((f) => f.value)).toEqual([6, 5, 18]);
    expect(characterFills('save-half', FIGHTER).map((f) => f.value)).toEqual([6, 2, 5, -1, 1, 0]);
    expect(characterFills('damage-application', FIGHTER)[0]?.values).toMatchObject({ hp: 44, 'max-hp': 44 });
  });
});
