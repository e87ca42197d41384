/** Characters the page's unit tests share (test support: imported by *.test.ts only). */
import type { Character } from '@polyhedral/core/character';

/** A level 1 character with every score 10 and nothing chosen. */
export const PLAIN_CHARACTER: Character = {
  name: 'Ilse',
  level: 1,
  scores: { strength: 10, dexterity: 10, constitution: 10, intelligence: 10, wisdom: 10, charisma: 10 },
  saves: [],
  skills: [],
  armorClass: 10,
  maxHp: 8,
};

/** A level 5 wizard-like character: point-buy scores with an Acolyte's increases, two saves, two skills. */
export const WIZARD_CHARACTER: Character = {
  name: 'Ilse',
  level: 5,
  scores: { strength: 8, dexterity: 14, constitution: 13, intelligence: 17, wisdom: 13, charisma: 10 },
  saves: ['intelligence', 'wisdom'],
  skills: ['arcana', 'perception'],
  armorClass: 12,
  maxHp: 27,
};

/** Brann, a level 5 fighter: the core's tests use the same one. */
export { FIGHTER_CHARACTER } from '@polyhedral/core/testing';
