import { characterSheet } from './character-sheet.ts';
import type { Character } from './character-types.ts';

/**
 * The names players type in dice for a character's numbers (`1d20+PB`, `1d20+STR`): the ability
 * modifiers (rule DetermineAbilityModifiers) and `pb`/`prof` (rule ProficiencyBonusTable).
 */
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
