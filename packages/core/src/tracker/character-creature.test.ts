import { describe, expect, it } from 'vitest';
import type { Character } from '../character/character-types.ts';
import { RuleInputError } from '../errors.ts';
import { creatureFromCharacter } from './character-creature.ts';
import { addCreature, createTracker } from './tracker-creatures.ts';

const WIZARD: Character = {
  name: 'Ilse',
  level: 5,
  scores: { strength: 8, dexterity: 14, constitution: 13, intelligence: 17, wisdom: 15, charisma: 10 },
  saves: ['intelligence', 'wisdom'],
  skills: ['arcana', 'perception'],
  armorClass: 12,
  maxHp: 27,
};

describe('creatureFromCharacter', () => {
  // CreateYourCharacter, Fill In Numbers: Initiative is the Dexterity modifier; saving throws add
  // the Proficiency Bonus (level 5: +3) only where proficient.
  it('joins with the sheet numbers: Initiative +2, INT save +6, STR save -1, AC and HP as kept', () => {
    const input = creatureFromCharacter(WIZARD);
    expect(input).toMatchObject({ name: 'Ilse', kind: 'character', initiativeBonus: 2, ac: 12, maxHp: 27 });
    expect(input.saves).toMatchObject({ intelligence: 3 + 3, wisdom: 2 + 3, strength: -1, dexterity: 2 });
    const state = addCreature(createTracker(), input);
    expect(state.creatures[0]).toMatchObject({ name: 'Ilse', hp: 27, maxHp: 27, initiative: null });
  });

  it('a character the core refuses is an input error, never a creature', () => {
    expect(() => creatureFromCharacter({ ...WIZARD, level: 0 })).toThrow(RuleInputError);
  });
});
