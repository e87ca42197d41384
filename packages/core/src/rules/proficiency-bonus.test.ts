import { describe, expect, it } from 'vitest';
import { characterAdvancement } from '../tables/character-advancement.ts';
import { proficiencyBonusTable } from '../tables/proficiency-bonus-table.ts';
import {
  parseChallengeRating,
  proficiencyBonusForChallengeRating,
  proficiencyBonusForLevel,
} from './proficiency-bonus.ts';

describe('Proficiency Bonus (ProficiencyBonusTable, seed 002 lines 236-245)', () => {
  it('matches every range row of the table for Challenge Ratings 1-30', () => {
    for (const row of proficiencyBonusTable.rows.slice(1)) {
      const [min, max] = row.levelOrCr as [number, number];
      for (let cr = min; cr <= max; cr++) expect(proficiencyBonusForChallengeRating(cr)).toBe(row.bonus);
    }
  });

  it('"Up to 4" is +2 and includes CR 0, 1/8, 1/4 and 1/2', () => {
    expect(proficiencyBonusTable.rows[0]).toEqual({ levelOrCr: 'table.proficiency-bonus.up-to-4', bonus: 2 });
    for (const cr of [0, '1/8', '1/4', '1/2', 0.125, 1, 4])
      expect(proficiencyBonusForChallengeRating(cr)).toBe(2);
    expect(parseChallengeRating('1/8')).toBe(0.125);
  });

  it('by level agrees with the Character Advancement table (seed 002 lines 1133-1154) and "+2 for a level 1 character" (line 898)', () => {
    for (const row of characterAdvancement.rows) {
      expect(proficiencyBonusForLevel(row.level as number)).toBe(row.proficiencyBonus);
    }
    expect(proficiencyBonusForLevel(1)).toBe(2);
  });

  it('rejects level 0 and 21, CR 31, CR 1/3 and "abc"', () => {
    expect(() => proficiencyBonusForLevel(21)).toThrow(/rules.input.out-of-range/);
    expect(() => proficiencyBonusForLevel(0)).toThrow(/rules.input.out-of-range/);
    expect(() => proficiencyBonusForChallengeRating(31)).toThrow(/rules.input.out-of-range/);
    expect(() => proficiencyBonusForChallengeRating('1/3')).toThrow(/rules.input.not-a-number/);
    expect(() => proficiencyBonusForChallengeRating(0.3)).toThrow(/rules.input.not-an-integer/);
    expect(() => proficiencyBonusForChallengeRating('abc')).toThrow(/rules.input.not-a-number/);
  });
});
