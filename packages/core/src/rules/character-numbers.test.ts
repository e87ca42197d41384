import { describe, expect, it } from 'vitest';
import { playtest } from '../rulesets/playtest.ts';
import {
  baseArmorClass,
  initiativeModifier,
  level1HitPoints,
  meleeAttackBonus,
  passivePerception,
  rangedAttackBonus,
  skillModifier,
  spellAttackBonus,
  spellSaveDc,
} from './character-numbers.ts';

describe('Fill In Numbers (FillInNumbers, seed 002 lines 1080-1122)', () => {
  it('"a Wisdom of 15 and proficiency in the Perception skill, you have a Passive Perception of 14" (line 1088)', () => {
    expect(passivePerception(skillModifier(15, 2))).toBe(14);
  });

  it('Passive Perception +5 with Advantage, -5 with Disadvantage, neither when both', () => {
    expect(passivePerception(4, { advantage: 1 })).toBe(19);
    expect(passivePerception(4, { disadvantage: 1 })).toBe(9);
    expect(passivePerception(4, { advantage: 1, disadvantage: 2 })).toBe(14);
  });

  it('Level 1 Hit Points by Class: Barbarian 12 + Con. modifier, Wizard 6 + Con. modifier (lines 1093-1098)', () => {
    expect(level1HitPoints('barbarian', 14)).toBe(14);
    expect(level1HitPoints('fighter', 10)).toBe(10);
    expect(level1HitPoints('rogue', 13)).toBe(9);
    expect(level1HitPoints('wizard', 8)).toBe(5);
    expect(() => level1HitPoints('pirate' as 'wizard', 10)).toThrow(/rules.input.unknown-option/);
  });

  it('melee = Strength modifier + PB, ranged = Dexterity modifier + PB (lines 1110-1112)', () => {
    expect(meleeAttackBonus(16, 2)).toBe(5);
    expect(rangedAttackBonus(14, 2)).toBe(4);
  });

  it('Base AC = 10 + Dexterity modifier (ArmorClass, line 186) and Initiative = Dexterity modifier (line 1104)', () => {
    expect(baseArmorClass(14)).toBe(12);
    expect(baseArmorClass(7)).toBe(8);
    expect(initiativeModifier(18)).toBe(4);
  });

  it('Spell save DC = 8 + spellcasting modifier + PB; spell attack = modifier + PB (lines 1116-1122)', () => {
    expect(spellSaveDc(16, 2)).toBe(13);
    expect(spellAttackBonus(16, 2)).toBe(5);
  });

  it('playtest: "The DC to resist a spell usually equals 10 + your relevant magic ability modifier" (seed 004 lines 1655-1657)', () => {
    expect(spellSaveDc(16, 0, playtest)).toBe(13);
    expect(spellAttackBonus(16, 0, playtest)).toBe(3);
    expect(() => spellSaveDc(16, 2, playtest)).toThrow(/rules.ruleset.unsupported/);
  });

  it('rejects a Proficiency Bonus of 10 and a score of 0', () => {
    expect(() => meleeAttackBonus(16, 10)).toThrow(/rules.input.out-of-range/);
    expect(() => baseArmorClass(0)).toThrow(/rules.input.out-of-range/);
  });
});
