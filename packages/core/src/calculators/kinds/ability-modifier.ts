import { ABILITY_SCORE_LIMITS, abilityModifier } from '../../rules/ability-modifier.ts';
import { getCoreTable } from '../../tables/core-tables.ts';
import { defineCalculator, int } from '../define-calculator.ts';

const MEANING_PREFIX = 'table.ability-scores.meaning.';

/** The AbilityScoresTable band a score falls in (its `meaning` label key without the prefix), or null. */
export function scoreMeaning(score: number): string | null {
  for (const row of getCoreTable('AbilityScoresTable').rows) {
    const range = row.score;
    const meaning = row.meaning;
    if (Array.isArray(range) && typeof meaning === 'string' && score >= range[0] && score <= range[1]) {
      return meaning.startsWith(MEANING_PREFIX) ? meaning.slice(MEANING_PREFIX.length) : null;
    }
  }
  return null;
}

/** Rule AbilityModifiers: the modifier of a score and what the score means (AbilityScoresTable). */
export const abilityModifierCalculator = /* @__PURE__ */ defineCalculator({
  kind: 'ability-modifier',
  ruleId: 'AbilityModifiers',
  params: [int('score', ABILITY_SCORE_LIMITS, 10)],
  compute: (input): { modifier: number; meaning: string | null } => ({
    modifier: abilityModifier(input.score),
    meaning: scoreMeaning(input.score),
  }),
});
