import type { Ability } from '../tables/shared-labels.ts';
import type { Skill } from '../tables/skills.ts';

/** How the six scores before the background were generated (ruleId GenerateYourScores). */
export const SCORE_METHODS = ['point-buy', 'standard-array'] as const;
export type ScoreMethod = (typeof SCORE_METHODS)[number];

/** A character kept on the reader's device (the "My character" page): inputs only, no results. */
export interface Character {
  name: string;
  level: number;
  /** Final ability scores (after the background's increases). */
  scores: Readonly<Record<Ability, number>>;
  saves: readonly Ability[];
  skills: readonly Skill[];
  armorClass: number;
  maxHp: number;
}

/** One saving throw or skill line of a character sheet. */
export interface SheetLine {
  ability: Ability;
  modifier: number;
  proficient: boolean;
}

/** What the rules make of a Character (ruleIds named in CHARACTER_SHEET_RULE_IDS). */
export interface CharacterSheet {
  proficiencyBonus: number;
  modifiers: Readonly<Record<Ability, number>>;
  saves: Readonly<Record<Ability, SheetLine>>;
  skills: Readonly<Record<Skill, SheetLine>>;
  passivePerception: number;
  initiative: number;
}
