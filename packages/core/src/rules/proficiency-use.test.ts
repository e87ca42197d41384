import { describe, expect, it } from 'vitest';
import { proficiencyForCheck } from './proficiency-use.ts';

describe('Using the Proficiency Bonus (TheBonusDoesntStack, EquipmentProficiencies)', () => {
  it('"you don\'t add it twice if you\'re proficient in both skills" (Deception or Persuasion, seed 002 line 249)', () => {
    expect(proficiencyForCheck(3, { skills: [true, true] })).toEqual({ bonus: 3, advantage: false });
    expect(proficiencyForCheck(3, { skills: [false, true] }).bonus).toBe(3);
    expect(proficiencyForCheck(3, { skills: [false, false] }).bonus).toBe(0);
  });

  it('"the Expertise feature ... doubles the Proficiency Bonus" and it "can be multiplied only once and divided only once" (line 251)', () => {
    expect(proficiencyForCheck(3, { skills: [true], multiply: 2 }).bonus).toBe(6);
    expect(proficiencyForCheck(3, { skills: [true], divide: 2 }).bonus).toBe(1);
    expect(() => proficiencyForCheck(3, { skills: [true], multiply: 4 as 2 })).toThrow(
      /rules.input.unknown-option/,
    );
  });

  it('tool and skill proficiency together: Proficiency Bonus once and Advantage (seed 002 line 301)', () => {
    expect(proficiencyForCheck(2, { skills: [true], tool: true })).toEqual({ bonus: 2, advantage: true });
    expect(proficiencyForCheck(2, { tool: true })).toEqual({ bonus: 2, advantage: false });
  });
});
