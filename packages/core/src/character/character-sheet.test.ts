import { describe, expect, it } from 'vitest';
import { WIZARD_CHARACTER } from '../../test/support/characters.ts';
import { characterFileText, readCharacterFile } from './character-file.ts';
import { characterSheet } from './character-sheet.ts';
import type { Character } from './character-types.ts';
import { finalScores } from './final-scores.ts';

/** Level 1, as in CreateYourCharacter's Passive Perception example. */
const WIZARD: Character = { ...WIZARD_CHARACTER, level: 1, maxHp: 7 };

describe('characterSheet', () => {
  // CreateYourCharacter, Fill In Numbers: "if your character has a Wisdom of 15 and proficiency in
  // the Perception skill, you have a Passive Perception of 14 (10 + 2 for your Wisdom modifier + 2
  // for proficiency)".
  it('Passive Perception: Wisdom 15 and Perception proficiency at level 1 give 14', () => {
    const sheet = characterSheet(WIZARD);
    expect(sheet.proficiencyBonus).toBe(2);
    expect(sheet.skills.perception).toEqual({ ability: 'wisdom', proficient: true, modifier: 4 });
    expect(sheet.passivePerception).toBe(14);
    expect(characterSheet({ ...WIZARD, skills: ['arcana'] }).passivePerception).toBe(12);
  });

  // Fill In Numbers: "For the saving throws you have proficiency in, add your Proficiency Bonus to
  // the appropriate ability modifier ... saving throws you're not proficient in ... is just the
  // relevant ability modifier." Proficiency: "Wizards ... are proficient in Intelligence and Wisdom saves".
  it('saving throws add the Proficiency Bonus only where proficient; it grows with level', () => {
    const sheet = characterSheet(WIZARD);
    expect(sheet.saves.intelligence.modifier).toBe(3 + 2);
    expect(sheet.saves.strength).toEqual({ ability: 'strength', proficient: false, modifier: -1 });
    // Proficiency Bonus table: level 5 is +3, level 17 is +6.
    expect(characterSheet({ ...WIZARD, level: 5 }).saves.wisdom.modifier).toBe(2 + 3);
    expect(characterSheet({ ...WIZARD, level: 17 }).skills.arcana.modifier).toBe(3 + 6);
  });

  // Fill In Numbers: Initiative is the Dexterity modifier; a skill uses its ability (Skills table).
  it('Initiative is the Dexterity modifier; skills use their own ability', () => {
    const sheet = characterSheet(WIZARD);
    expect(sheet.initiative).toBe(2);
    expect(sheet.skills.stealth).toEqual({ ability: 'dexterity', proficient: false, modifier: 2 });
    expect(sheet.skills.athletics.modifier).toBe(-1);
    expect(sheet.modifiers.intelligence).toBe(3);
  });

  it('refuses a bad character, naming the field', () => {
    expect(() => characterSheet({ ...WIZARD, level: 21 })).toThrow(/level/);
    expect(() => characterSheet({ ...WIZARD, saves: ['wisdom', 'wisdom'] })).toThrow(/duplicate/);
    expect(() => characterSheet({ ...WIZARD, scores: { ...WIZARD.scores, charisma: 31 } })).toThrow(
      /scores.charisma/,
    );
  });
});

describe('finalScores', () => {
  // Adjust Ability Scores: "increase one of those scores by 2 and a different one by 1, or increase
  // all three by 1. None of these increases can raise a score above 20."
  it('point buy (27 points) then the background +2/+1', () => {
    const { base, final } = finalScores({
      method: 'point-buy',
      base: [8, 14, 13, 15, 12, 10],
      backgroundAbilities: ['intelligence', 'wisdom', 'charisma'],
      increases: { intelligence: 2, wisdom: 1 },
    });
    expect(base.intelligence).toBe(15);
    expect(final).toEqual({
      strength: 8,
      dexterity: 14,
      constitution: 13,
      intelligence: 17,
      wisdom: 13,
      charisma: 10,
    });
  });

  it('the Standard Array (15, 14, 13, 12, 10, 8, each once) then +1/+1/+1', () => {
    const { final } = finalScores({
      method: 'standard-array',
      base: [15, 14, 13, 8, 10, 12],
      backgroundAbilities: ['strength', 'dexterity', 'constitution'],
      increases: { strength: 1, dexterity: 1, constitution: 1 },
    });
    expect([final.strength, final.dexterity, final.constitution]).toEqual([16, 15, 14]);
    expect(() =>
      finalScores({
        method: 'standard-array',
        base: [15, 15, 13, 8, 10, 12],
        backgroundAbilities: ['strength', 'dexterity', 'constitution'],
        increases: { strength: 1, dexterity: 1, constitution: 1 },
      }),
    ).toThrow(/standard-array.not-the-array/);
  });

  it('refuses an over-budget point buy and an increase outside the pattern', () => {
    const steps = {
      method: 'point-buy' as const,
      base: [15, 15, 15, 10, 8, 8],
      backgroundAbilities: ['strength', 'dexterity', 'constitution'] as const,
      increases: { strength: 2, dexterity: 1 },
    };
    expect(() => finalScores(steps)).toThrow(/over-budget/);
    expect(() =>
      finalScores({ ...steps, base: [15, 15, 8, 8, 8, 8], increases: { strength: 2, dexterity: 2 } }),
    ).toThrow(/invalid-increase/);
  });
});

describe('character file', () => {
  it('round-trips; refuses text that is not JSON, not our format, or has a bad field', () => {
    expect(readCharacterFile(characterFileText(WIZARD))).toEqual(WIZARD);
    expect(() => readCharacterFile('{oops')).toThrow(/not-json/);
    expect(() => readCharacterFile('{"name":"x"}')).toThrow(/wrong-format/);
    expect(() =>
      readCharacterFile(JSON.stringify({ format: 'polyhedral-character', version: 2, character: WIZARD })),
    ).toThrow(/wrong-format/);
    const badAc = { format: 'polyhedral-character', version: 1, character: { ...WIZARD, armorClass: 'x' } };
    expect(() => readCharacterFile(JSON.stringify(badAc))).toThrow(/armorClass/);
  });
});
