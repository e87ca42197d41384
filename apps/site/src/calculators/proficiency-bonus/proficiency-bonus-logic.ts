import {
  CHALLENGE_RATING_OPTIONS,
  LEVEL_LIMITS,
  proficiencyBonusForChallengeRating,
  proficiencyBonusForLevel,
} from '@polyhedral/core';
import { type ErrorResult, errorResultOf } from '../shared/error-result.ts';

/** Rule ProficiencyBonus: the bonus by character level or by a monster's Challenge Rating. */
export { LEVEL_LIMITS };

export const PROFICIENCY_BASES = ['level', 'cr'] as const;
export type ProficiencyBasis = (typeof PROFICIENCY_BASES)[number];

/** The Challenge Ratings the core accepts (0, 1/8, 1/4, 1/2, 1-30), as its calculator registry lists them. */
export const CHALLENGE_RATING_CHOICES: readonly string[] = CHALLENGE_RATING_OPTIONS;

export interface ProficiencyInputs {
  basis: ProficiencyBasis;
  level: number;
  cr: string;
}

export function computeProficiencyBonus(
  inputs: ProficiencyInputs,
): { ok: true; bonus: number } | ErrorResult {
  try {
    const bonus =
      inputs.basis === 'level'
        ? proficiencyBonusForLevel(inputs.level)
        : proficiencyBonusForChallengeRating(inputs.cr);
    return { ok: true, bonus };
  } catch (error) {
    return errorResultOf(error);
  }
}
