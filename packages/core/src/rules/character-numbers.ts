import { unsupportedBy } from '../errors.ts';
import { DEFAULT_RULESET } from '../rulesets/index.ts';
import type { Ruleset } from '../rulesets/types.ts';
import { LEVEL_1_HIT_POINT_BASE } from '../tables/level-1-hit-points-by-class.ts';
import { type CharacterClass, CLASSES } from '../tables/shared-labels.ts';
import { requireIn, requireOption } from '../validate.ts';
import { abilityModifier } from './ability-modifier.ts';
import { rollMode } from './d20-test.ts';

/** A modifier total typed by hand (ability modifier + proficiency + other bonuses). */
const MODIFIER_LIMITS = { min: -30, max: 30 } as const;
/** Proficiency Bonus range, +2 to +9 (ProficiencyBonusTable); 0 = not proficient. */
const PB_LIMITS = { min: 0, max: 9 } as const;

/** Level 1 hit point maximum: class base + Constitution modifier (ruleId Level1HitPointsbyClass). */
export function level1HitPoints(characterClass: CharacterClass, conScore: number): number {
  const c = requireOption('class', characterClass, CLASSES);
  return LEVEL_1_HIT_POINT_BASE[c] + abilityModifier(conScore);
}

/**
 * Passive Perception = 10 + Wisdom (Perception) check modifier (ruleId FillInNumbers, seed 002
 * lines 1084-1088); +5 with Advantage, -5 with Disadvantage (Rules Glossary "Passive
 * Perception"; they cancel like any Advantage and Disadvantage).
 */
export function passivePerception(
  perceptionModifier: number,
  options: { advantage?: number; disadvantage?: number } = {},
): number {
  const mod = requireIn('perceptionModifier', perceptionModifier, MODIFIER_LIMITS);
  const mode = rollMode(options.advantage ?? 0, options.disadvantage ?? 0);
  return 10 + mod + (mode === 'advantage' ? 5 : mode === 'disadvantage' ? -5 : 0);
}

/** Wisdom (Perception) modifier from a Wisdom score and proficiency. */
export function skillModifier(abilityScore: number, proficiencyBonus = 0): number {
  const pb = requireIn('proficiencyBonus', proficiencyBonus, PB_LIMITS);
  return abilityModifier(abilityScore) + pb;
}

function proficiency(pb: number, ruleset: Ruleset, addsPb: boolean): number {
  const value = requireIn('proficiencyBonus', pb, PB_LIMITS);
  if (!addsPb && value !== 0) throw unsupportedBy(ruleset, 'proficiency-bonus');
  return value;
}

/** Spellcasting modifier + Proficiency Bonus where the ruleset adds it (ruleId FillInNumbers). */
function spellcastingBonus(
  spellcastingScore: number,
  proficiencyBonus: number,
  ruleset: Ruleset,
  addsProficiencyBonus: boolean,
): number {
  const pb = proficiency(proficiencyBonus, ruleset, addsProficiencyBonus); // checked first, as before
  return abilityModifier(spellcastingScore) + pb;
}

/**
 * Spell save DC (ruleId FillInNumbers): srd-5.2 8 + spellcasting modifier + Proficiency Bonus
 * (seed 002 lines 1116-1122); playtest 10 + magic ability modifier (seed 004 lines 1651-1657).
 */
export function spellSaveDc(
  spellcastingScore: number,
  proficiencyBonus: number,
  ruleset: Ruleset = DEFAULT_RULESET,
): number {
  const { base, addsProficiencyBonus } = ruleset.spellSaveDc;
  return base + spellcastingBonus(spellcastingScore, proficiencyBonus, ruleset, addsProficiencyBonus);
}

/** Spell attack bonus = spellcasting modifier + Proficiency Bonus (playtest: modifier only). */
export function spellAttackBonus(
  spellcastingScore: number,
  proficiencyBonus: number,
  ruleset: Ruleset = DEFAULT_RULESET,
): number {
  return spellcastingBonus(
    spellcastingScore,
    proficiencyBonus,
    ruleset,
    ruleset.spellAttack.addsProficiencyBonus,
  );
}

/** Melee attack bonus = Strength modifier + Proficiency Bonus (ruleId FillInNumbers, seed 002 line 1110). */
export function meleeAttackBonus(strengthScore: number, proficiencyBonus: number): number {
  return abilityModifier(strengthScore) + requireIn('proficiencyBonus', proficiencyBonus, PB_LIMITS);
}

/** Ranged attack bonus = Dexterity modifier + Proficiency Bonus (ruleId FillInNumbers, seed 002 line 1112). */
export function rangedAttackBonus(dexterityScore: number, proficiencyBonus: number): number {
  return abilityModifier(dexterityScore) + requireIn('proficiencyBonus', proficiencyBonus, PB_LIMITS);
}

/** Base AC = 10 + Dexterity modifier (ruleId ArmorClass, seed 002 line 186; FillInNumbers line 1106). */
export function baseArmorClass(dexterityScore: number): number {
  return 10 + abilityModifier(dexterityScore);
}

/** Initiative modifier = Dexterity modifier (ruleId FillInNumbers, seed 002 line 1104). */
export function initiativeModifier(dexterityScore: number): number {
  return abilityModifier(dexterityScore);
}
