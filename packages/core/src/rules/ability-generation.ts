import { type Distribution, distributionOf } from '@polyhedral/dice';
import { RuleInputError } from '../errors.ts';
import { ABILITIES, type Ability } from '../tables/shared-labels.ts';
import { STANDARD_ARRAY } from '../tables/standard-array-by-class.ts';
import { requireInteger, requireOption } from '../validate.ts';

/** "Roll four d6s and record the total of the highest three dice" (GenerateYourScores, seed 002 line 970). */
export const RANDOM_SCORE_EXPRESSION = '4d6kh3';

/** The Standard Array: 15, 14, 13, 12, 10, 8 (GenerateYourScores, seed 002 line 968). */
export function standardArray(): number[] {
  return [...STANDARD_ARRAY];
}

/** Distribution of one randomly generated score (4d6, highest three; 3-18). */
export function randomScoreDistribution(): Distribution {
  return distributionOf(RANDOM_SCORE_EXPRESSION);
}

/** Distribution of the total of the six random scores (18-108). */
export function randomScoresTotalDistribution(): Distribution {
  return distributionOf(Array.from({ length: 6 }, () => RANDOM_SCORE_EXPRESSION).join('+'));
}

export type AbilityScores = Readonly<Record<Ability, number>>;

/** Highest score a background increase may reach (AdjustAbilityScores, seed 002 line 1010). */
export const BACKGROUND_SCORE_MAX = 20;

/**
 * Background ability increases (ruleId AdjustAbilityScores, seed 002 line 1010): of the
 * background's three abilities, +2 to one and +1 to a different one, or +1 to all three; none
 * may raise a score above 20.
 */
export function applyBackgroundIncrease(
  scores: AbilityScores,
  backgroundAbilities: readonly [Ability, Ability, Ability],
  increases: Partial<Record<Ability, number>>,
): Record<Ability, number> {
  const listed = new Set(backgroundAbilities.map((a) => requireOption('backgroundAbility', a, ABILITIES)));
  if (listed.size !== 3) throw new RuleInputError('rules.input.duplicate', { field: 'backgroundAbilities' });
  const amounts: number[] = [];
  for (const [ability, amount] of Object.entries(increases)) {
    const a = requireOption('ability', ability, ABILITIES);
    const n = requireInteger(`increase.${a}`, amount, 0, 2);
    if (n === 0) continue;
    if (!listed.has(a)) {
      throw new RuleInputError('rules.background.invalid-increase', {
        ability: a,
        reason: 'not-a-background-ability',
      });
    }
    amounts.push(n);
  }
  const pattern = amounts.sort().join('+');
  if (pattern !== '1+2' && pattern !== '1+1+1') {
    throw new RuleInputError('rules.background.invalid-increase', { pattern: pattern || 'none' });
  }
  const result = {} as Record<Ability, number>;
  for (const ability of ABILITIES) {
    const before = requireInteger(ability, scores[ability], 1, 30);
    const after = before + (increases[ability] ?? 0);
    if (after > BACKGROUND_SCORE_MAX && after !== before) {
      throw new RuleInputError('rules.background.above-maximum', {
        ability,
        max: BACKGROUND_SCORE_MAX,
        actual: after,
      });
    }
    result[ability] = after;
  }
  return result;
}
