import {
  LEVEL_LIMITS,
  levelFromXp,
  proficiencyBonusForLevel,
  XP_LIMITS,
  xpForLevel,
  xpToNextLevel,
} from '@polyhedral/core';
import { type ErrorResult, errorResultOf } from '../shared/error-result.ts';

/** Rule LevelAdvancement (Character Advancement table): XP total -> level, Proficiency Bonus, XP to go. */
export { XP_LIMITS };

export interface LevelFromXpComputation {
  ok: true;
  level: number;
  proficiencyBonus: number;
  /** The next level and the XP total it needs, or null at the maximum level. */
  next: { level: number; xp: number; remaining: number } | null;
}

export function computeLevelFromXp(xp: number): LevelFromXpComputation | ErrorResult {
  try {
    const level = levelFromXp(xp);
    const remaining = xpToNextLevel(xp);
    const next =
      remaining === null || level >= LEVEL_LIMITS.max
        ? null
        : { level: level + 1, xp: xpForLevel(level + 1), remaining };
    return { ok: true, level, proficiencyBonus: proficiencyBonusForLevel(level), next };
  } catch (error) {
    return errorResultOf(error);
  }
}
