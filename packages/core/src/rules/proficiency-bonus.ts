import { RuleInputError } from '../errors.ts';
import { requireIn, requireInteger, requireNumber } from '../validate.ts';

/** Character levels run 1-20 (CharacterAdvancement). */
export const LEVEL_LIMITS = { min: 1, max: 20 } as const;

/** Challenge Ratings: 0, 1/8, 1/4, 1/2, then whole numbers to 30 (ProficiencyBonusTable). */
export const FRACTIONAL_CHALLENGE_RATINGS = [0, 0.125, 0.25, 0.5] as const;
export const CHALLENGE_RATING_MAX = 30;

/**
 * Proficiency Bonus by character level 1-20 (ruleId ProficiencyBonusTable; seed 002 lines
 * 236-245): +2 up to 4, +3 at 5-8, ... +6 at 17-20.
 */
export function proficiencyBonusForLevel(level: number): number {
  const l = requireIn('level', level, LEVEL_LIMITS);
  return 2 + Math.floor((l - 1) / 4);
}

/**
 * Proficiency Bonus by Challenge Rating (ruleId ProficiencyBonusTable): "Up to 4" covers CR 0,
 * 1/8, 1/4 and 1/2; CR 29-30 gives +9. Accepts a number or "1/8", "1/4", "1/2".
 */
export function proficiencyBonusForChallengeRating(cr: number | string): number {
  const value = parseChallengeRating(cr);
  if (value < 1) return 2;
  return 2 + Math.floor((value - 1) / 4);
}

/** A Challenge Rating as a number: 0, 0.125, 0.25, 0.5 or an integer 1-30. */
export function parseChallengeRating(cr: number | string): number {
  let value: number;
  if (typeof cr === 'string') {
    const fraction = /^\s*1\s*\/\s*(2|4|8)\s*$/.exec(cr);
    value = fraction ? 1 / Number(fraction[1]) : Number(cr.trim() === '' ? Number.NaN : cr);
  } else {
    value = cr;
  }
  requireNumber('challengeRating', value);
  if ((FRACTIONAL_CHALLENGE_RATINGS as readonly number[]).includes(value)) return value;
  if (!Number.isInteger(value)) {
    throw new RuleInputError('rules.input.not-an-integer', { field: 'challengeRating', actual: value });
  }
  return requireInteger('challengeRating', value, 0, CHALLENGE_RATING_MAX);
}
