import { requireIn } from '../validate.ts';

/** Scores run from 1 to 30 (AbilityScoresTable: "This is the highest a score can go"). */
export const ABILITY_SCORE_LIMITS = { min: 1, max: 30 } as const;

/**
 * Ability modifier for a score 1-30: floor((score - 10) / 2), the Ability Modifiers table
 * (ruleId AbilityModifiersTable; seed 002 lines 62-79) and the Round Down rule (RoundDown).
 */
export function abilityModifier(score: number): number {
  const s = requireIn('score', score, ABILITY_SCORE_LIMITS);
  return Math.floor((s - 10) / 2);
}
