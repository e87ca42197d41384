import { characterSheet } from './character-sheet.ts';
import type { Character } from './character-types.ts';

/** Character numbers typed in dice (`1d20+PB`; rules DetermineAbilityModifiers, ProficiencyBonusTable). */
export function characterDiceVariables(character: Character): Record<string, number> {
  const sheet = characterSheet(character);
  const m = sheet.modifiers;
  return {
    str: m.strength,
    dex: m.dexterity,
    con: m.constitution,
    int: m.intelligence,
    wis: m.wisdom,
    cha: m.charisma,
    pb: sheet.proficiencyBonus,
    prof: sheet.proficiencyBonus,
  };
}
