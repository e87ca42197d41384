/** Characters the core's tests share (test support: imported by *.test.ts only). */
import type { Character } from '../../src/character/character-types.ts';

/** Brann, a level 5 fighter: Strength and Constitution saves, Athletics and Perception. */
export const FIGHTER_CHARACTER: Character = {
  name: 'Brann',
  level: 5,
  scores: { strength: 17, dexterity: 14, constitution: 15, intelligence: 8, wisdom: 12, charisma: 10 },
  saves: ['strength', 'constitution'],
  skills: ['athletics', 'perception'],
  armorClass: 18,
  maxHp: 44,
};

/**
 * Ilse, a level 5 wizard with Wisdom 15 and Perception (CreateYourCharacter's Passive Perception
 * example at level 1: `{ ...WIZARD_CHARACTER, level: 1, maxHp: 7 }`).
 */
export const WIZARD_CHARACTER: Character = {
  name: 'Ilse',
  level: 5,
  scores: { strength: 8, dexterity: 14, constitution: 13, intelligence: 17, wisdom: 15, charisma: 10 },
  saves: ['intelligence', 'wisdom'],
  skills: ['arcana', 'perception'],
  armorClass: 12,
  maxHp: 27,
};

/**
 * A test character: level 1, every score 10, nothing chosen (no saves, no skills), AC 10 and 8 hit
 * points, with `chosen` laid over it; a fixture says only what it chooses.
 */
export function testCharacter(chosen: Partial<Character> = {}): Character {
  return {
    name: 'Test',
    level: 1,
    scores: { strength: 10, dexterity: 10, constitution: 10, intelligence: 10, wisdom: 10, charisma: 10 },
    saves: [],
    skills: [],
    armorClass: 10,
    maxHp: 8,
    ...chosen,
  };
}

/** Level 5 with Strength 17 and Dexterity 8, nothing chosen: STR +3, DEX -1, PB +3 for dice variables. */
export const STRONG_CLUMSY_CHARACTER: Character = testCharacter({
  level: 5,
  scores: { strength: 17, dexterity: 8, constitution: 15, intelligence: 10, wisdom: 12, charisma: 10 },
  armorClass: 16,
  maxHp: 40,
});
