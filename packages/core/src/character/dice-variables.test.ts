import { parseDice } from '@polyhedral/dice';
import { describe, expect, it } from 'vitest';
import { STRONG_CLUMSY_CHARACTER } from '../../test/support/characters.ts';
import { characterDiceVariables } from './dice-variables.ts';

describe('characterDiceVariables (rules DetermineAbilityModifiers, ProficiencyBonusTable)', () => {
  it('a level 5 character with Strength 17 and Dexterity 8: STR +3, DEX -1, PB +3 (levels 5-8: +3)', () => {
    const variables = characterDiceVariables(STRONG_CLUMSY_CHARACTER);
    expect(variables).toMatchObject({ str: 3, dex: -1, con: 2, int: 0, wis: 1, cha: 0, pb: 3, prof: 3 });
    expect(parseDice('1d20+STR+PB', { variables })).toMatchObject({ type: 'binary', right: { value: 3 } });
  });
});
