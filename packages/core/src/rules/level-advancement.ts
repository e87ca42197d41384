import { XP_BY_LEVEL } from '../tables/character-advancement.ts';
import { requireIn } from '../validate.ts';
import { LEVEL_LIMITS } from './proficiency-bonus.ts';

/** Largest XP total accepted (well past level 20's 355,000). */
export const XP_LIMITS = { min: 0, max: 10_000_000 } as const;

/**
 * Level for an XP total: "When your XP total equals or exceeds a number in the Experience
 * Points column, you reach the corresponding level" (ruleId CharacterAdvancement, seed 002
 * lines 1126-1154).
 */
export function levelFromXp(xp: number): number {
  const total = requireIn('xp', xp, XP_LIMITS);
  let level = 1;
  XP_BY_LEVEL.forEach((threshold, i) => {
    if (total >= threshold) level = i + 1;
  });
  return level;
}

/** XP needed to reach a level (1-20). */
export function xpForLevel(level: number): number {
  const l = requireIn('level', level, LEVEL_LIMITS);
  return XP_BY_LEVEL[l - 1]!;
}

/** XP still needed for the next level (null at level 20). */
export function xpToNextLevel(xp: number): number | null {
  const level = levelFromXp(xp);
  return level >= LEVEL_LIMITS.max ? null : XP_BY_LEVEL[level]! - xp;
}
