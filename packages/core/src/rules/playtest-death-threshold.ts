import { requireIn } from '../validate.ts';
import { ABILITY_SCORE_LIMITS } from './ability-modifier.ts';
import { LEVEL_LIMITS } from './proficiency-bonus.ts';

/**
 * Playtest: "You die when your hit points drop to a negative number that equals your
 * Constitution score plus your character level" (ruleId InstantDeath, seed 004 lines 1183-1188).
 */
export function playtestDeathThreshold(conScore: number, level: number): number {
  const con = requireIn('conScore', conScore, ABILITY_SCORE_LIMITS);
  const l = requireIn('level', level, LEVEL_LIMITS);
  return -(con + l);
}
