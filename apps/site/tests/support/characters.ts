/** Characters the page's unit tests share (test support: imported by *.test.ts only). */
import type { Character } from '@polyhedral/core/character';
import { WIZARD_CHARACTER as CORE_WIZARD, testCharacter } from '@polyhedral/core/testing';

/** A level 1 character with every score 10 and nothing chosen. */
export const PLAIN_CHARACTER: Character = testCharacter({ name: 'Ilse' });

/**
 * A level 5 wizard-like character: point-buy scores with an Acolyte's increases, two saves, two
 * skills (the core's Ilse with Wisdom 13).
 */
export const WIZARD_CHARACTER: Character = { ...CORE_WIZARD, scores: { ...CORE_WIZARD.scores, wisdom: 13 } };

/** Brann, a level 5 fighter: the core's tests use the same one. */
export { FIGHTER_CHARACTER } from '@polyhedral/core/testing';
