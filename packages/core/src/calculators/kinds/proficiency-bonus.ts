import {
  LEVEL_LIMITS,
  proficiencyBonusForChallengeRating,
  proficiencyBonusForLevel,
} from '../../rules/proficiency-bonus.ts';
import { choice, defineCalculator, int } from '../define-calculator.ts';
import { CHALLENGE_RATING_OPTIONS } from '../limits.ts';

export const PROFICIENCY_BASES = ['level', 'cr'] as const;

/** Rule ProficiencyBonus: the bonus by character level or by a monster's Challenge Rating. */
export const proficiencyBonusCalculator = /* @__PURE__ */ defineCalculator({
  kind: 'proficiency-bonus',
  ruleId: 'ProficiencyBonus',
  params: [
    choice('basis', PROFICIENCY_BASES, 'level'),
    int('level', LEVEL_LIMITS, 1),
    choice('cr', CHALLENGE_RATING_OPTIONS, '1'),
  ],
  compute: (input): { bonus: number } => ({
    bonus:
      input.basis === 'cr'
        ? proficiencyBonusForChallengeRating(input.cr)
        : proficiencyBonusForLevel(input.level),
  }),
});
