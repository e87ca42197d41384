import { characterSheet } from '../character/character-sheet.ts';
import type { Character } from '../character/character-types.ts';
import { ABILITIES, type Ability } from '../tables/shared-labels.ts';
import type { CreatureInput } from './tracker-creatures.ts';

/** A character as a tracker creature (ruleIds FillInNumbers, SavingThrowProficiencies). */
export function creatureFromCharacter(character: Character): CreatureInput {
  const sheet = characterSheet(character);
  const saves: Partial<Record<Ability, number>> = {};
  for (const ability of ABILITIES) saves[ability] = sheet.saves[ability].modifier;
  return {
    name: character.name,
    kind: 'character',
    initiativeBonus: sheet.initiative,
    ac: character.armorClass,
    maxHp: character.maxHp,
    saves,
  };
}
