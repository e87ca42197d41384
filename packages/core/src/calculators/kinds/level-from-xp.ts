import { levelFromXp, XP_LIMITS, xpForLevel, xpToNextLevel } from '../../rules/level-advancement.ts';
import { LEVEL_LIMITS, proficiencyBonusForLevel } from '../../rules/proficiency-bonus.ts';
import { defineCalculator, int } from '../define-calculator.ts';

export interface LevelFromXpResult {
  level: number;
  proficiencyBonus: number;
  /** The next level and the XP total it needs, or null at the maximum level. */
  next: { level: number; xp: number; remaining: number } | null;
}

/** Rule LevelAdvancement (Character Advancement table): XP total -> level, Proficiency Bonus, XP to go. */
export const levelFromXpCalculator = /* @__PURE__ */ defineCalculator({
  kind: 'level-from-xp',
  ruleId: 'LevelAdvancement',
  params: [int('xp', XP_LIMITS, 0)],
  compute: (input): LevelFromXpResult => {
    const level = levelFromXp(input.xp);
    const remaining = xpToNextLevel(input.xp);
    const next =
      remaining === null || level >= LEVEL_LIMITS.max
        ? null
        : { level: level + 1, xp: xpForLevel(level + 1), remaining };
    return { level, proficiencyBonus: proficiencyBonusForLevel(level), next };
  },
});
