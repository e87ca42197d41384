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

/** Level 5 with Strength 17 and Dexterity 8, nothing chosen: STR +3, DEX -1, PB +3 for dice variables. */
export const STRONG_CLUMSY_CHARACTER: Character = {
  name: 'Test',
  level: 5,
  scores: { strength: 17, dexterity: 8, constitution: 15, intelligence: 10, wisdom: 12, charisma: 10 },
  saves: [],
  skills: [],
  armorClass: 16,
  maxHp: 40,
};
