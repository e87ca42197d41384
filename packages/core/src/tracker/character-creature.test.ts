import { describe, expect, it } from 'vitest';
import { WIZARD_CHARACTER } from '../../test/support/characters.ts';
import { RuleInputError } from '../errors.ts';
import { creatureFromCharacter } from './character-creature.ts';
import { addCreature, createTracker } from './tracker-creatures.ts';

const WIZARD = WIZARD_CHARACTER;

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
