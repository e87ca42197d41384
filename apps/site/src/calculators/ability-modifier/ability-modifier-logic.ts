import { ABILITY_SCORE_LIMITS, abilityModifier, type CoreTable, getCoreTable } from '@polyhedral/core';
import { type ErrorResult, errorResultOf } from '../shared/error-result.ts';

/** Rule AbilityModifiers: the modifier of an ability score, and what the score means (AbilityScores). */
export { ABILITY_SCORE_LIMITS };

export interface AbilityModifierComputation {
  ok: true;
  modifier: number;
  /** Last segment of the AbilityScoresTable meaning label (weak, average, ...), or null. */
  meaning: string | null;
}

const MEANING_PREFIX = 'table.ability-scores.meaning.';

/** The AbilityScoresTable band a score falls in (its `meaning` label key without the prefix). */
export function scoreMeaning(
  score: number,
  table: CoreTable = getCoreTable('AbilityScoresTable'),
): string | null {
  for (const row of table.rows) {
    const range = row.score;
    const meaning = row.meaning;
    if (Array.isArray(range) && typeof meaning === 'string' && score >= range[0] && score <= range[1]) {
      return meaning.startsWith(MEANING_PREFIX) ? meaning.slice(MEANING_PREFIX.length) : null;
    }
  }
  return null;
}

export function computeAbilityModifier(score: number): AbilityModifierComputation | ErrorResult {
  try {
    return { ok: true, modifier: abilityModifier(score), meaning: scoreMeaning(score) };
  } catch (error) {
    return errorResultOf(error);
  }
}
