import { D20_LIMITS } from '../rules/d20-limits.ts';
import { DAMAGE_LIMITS } from '../rules/damage-limits.ts';
import { LEVEL_LIMITS } from '../rules/proficiency-bonus.ts';

/** Input limits of a character (the site's fields and the file import check against these). */
export const CHARACTER_LIMITS = {
  level: LEVEL_LIMITS,
  /** Ability scores run 1 to 30 (ruleId AbilityScoresTable). */
  score: { min: 1, max: 30 },
  armorClass: D20_LIMITS.target,
  maxHp: { min: 1, max: DAMAGE_LIMITS.maxHitPoints },
  nameLength: 60,
} as const;

/** The file an exported character is saved as: a marker and a version, then the character. */
export const CHARACTER_FILE = { format: 'polyhedral-character', version: 1 } as const;
