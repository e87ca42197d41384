import { abilityModifier } from '../rules/ability-modifier.ts';
import { initiativeModifier, passivePerception } from '../rules/character-numbers.ts';
import { proficiencyBonusForLevel } from '../rules/proficiency-bonus.ts';
import { ABILITIES, type Ability } from '../tables/shared-labels.ts';
import { SKILLS, type Skill } from '../tables/skills.ts';
import type { Character, CharacterSheet, SheetLine } from './character-types.ts';
import { checkCharacter } from './check-character.ts';

/** The rule each figure of a character sheet comes from (shown next to it on the site). */
export const CHARACTER_SHEET_RULE_IDS = {
  modifiers: 'DetermineAbilityModifiers',
  proficiencyBonus: 'ProficiencyBonusTable',
  saves: 'SavingThrowProficiencies',
  skills: 'SkillProficiencies',
  passivePerception: 'FillInNumbers',
  initiative: 'FillInNumbers',
  background: 'AdjustAbilityScores',
  scores: 'GenerateYourScores',
} as const;

/**
 * A saving throw or skill modifier (ruleIds SavingThrowProficiencies, SkillProficiencies,
 * FillInNumbers): "add your Proficiency Bonus to the appropriate ability modifier" when
 * proficient; otherwise "just the relevant ability modifier".
 */
export function proficientModifier(score: number, proficient: boolean, proficiencyBonus: number): number {
  return abilityModifier(score) + (proficient ? proficiencyBonus : 0);
}

/**
 * A character's numbers (ruleIds DetermineAbilityModifiers, ProficiencyBonusTable,
 * SavingThrowProficiencies, SkillProficiencies, FillInNumbers): modifiers, Proficiency Bonus by
 * level, every saving throw and skill, Passive Perception (10 + the Wisdom (Perception) check
 * modifier) and Initiative (the Dexterity modifier). Throws RuleInputError for a bad character.
 */
export function characterSheet(input: Character): CharacterSheet {
  const character = checkCharacter(input);
  const pb = proficiencyBonusForLevel(character.level);
  const modifiers = {} as Record<Ability, number>;
  const saves = {} as Record<Ability, SheetLine>;
  for (const ability of ABILITIES) {
    const score = character.scores[ability];
    modifiers[ability] = abilityModifier(score);
    const proficient = character.saves.includes(ability);
    saves[ability] = { ability, proficient, modifier: proficientModifier(score, proficient, pb) };
  }
  const skills = {} as Record<Skill, SheetLine>;
  for (const [skill, ability] of SKILLS) {
    const proficient = character.skills.includes(skill);
    skills[skill] = {
      ability,
      proficient,
      modifier: proficientModifier(character.scores[ability], proficient, pb),
    };
  }
  return {
    proficiencyBonus: pb,
    modifiers,
    saves,
    skills,
    passivePerception: passivePerception(skills.perception.modifier),
    initiative: initiativeModifier(character.scores.dexterity),
  };
}
