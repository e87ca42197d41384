import { RuleInputError } from '../errors.ts';
import { STANDARD_ARRAY } from '../tables/standard-array-by-class.ts';
import { requireInteger } from '../validate.ts';

/**
 * Scores assigned from the Standard Array (ruleIds GenerateYourScores, AssignAbilityScores):
 * "15, 14, 13, 12, 10, 8", each used once. Six scores in ability order that are not those six
 * numbers are refused (`rules.standard-array.not-the-array`).
 */
export function checkStandardArray(scores: readonly number[]): number[] {
  const values = scores.map((score, index) => requireInteger(`scores[${index}]`, score, 1, 30));
  const sorted = [...values].sort((a, b) => b - a).join(',');
  if (values.length !== STANDARD_ARRAY.length || sorted !== STANDARD_ARRAY.join(',')) {
    throw new RuleInputError('rules.standard-array.not-the-array', { expected: STANDARD_ARRAY.join(', ') });
  }
  return values;
}
