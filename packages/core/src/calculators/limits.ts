import { ABILITY_SCORE_LIMITS } from '../rules/ability-modifier.ts';
import { D20_LIMITS } from '../rules/d20-test.ts';
import { DAMAGE_LIMITS } from '../rules/damage-limits.ts';
import { XP_LIMITS } from '../rules/level-advancement.ts';
import { POINT_BUY_LIMITS } from '../rules/point-buy.ts';
import { CHALLENGE_RATING_MAX, LEVEL_LIMITS } from '../rules/proficiency-bonus.ts';
import { TRAVEL_LIMITS } from '../rules/travel.ts';

type Range = { readonly min: number; readonly max: number };

/** Challenge Ratings as written in stat blocks: 0, 1/8, 1/4, 1/2, then 1-30 (ProficiencyBonusTable). */
export const CHALLENGE_RATING_OPTIONS: readonly string[] = [
  '0',
  '1/8',
  '1/4',
  '1/2',
  ...Array.from({ length: CHALLENGE_RATING_MAX }, (_, i) => `${i + 1}`),
];

const HP_RANGE: Range = { min: 0, max: DAMAGE_LIMITS.maxHitPoints };

/**
 * Input limits of every calculator kind, as plain data (the site validates against these).
 * Kept apart from the registry (kinds.ts) so a calculator island can read its limits without
 * bundling every rule function.
 */
export const CALCULATOR_LIMITS = {
  'd20-test': { bonus: D20_LIMITS.bonus, target: D20_LIMITS.target },
  'attack-damage': { 'attack-bonus': D20_LIMITS.bonus, ac: D20_LIMITS.target },
  'save-half': { 'save-bonus': D20_LIMITS.bonus, dc: D20_LIMITS.target },
  'damage-application': {
    hp: { min: -DAMAGE_LIMITS.maxHitPoints, max: DAMAGE_LIMITS.maxHitPoints },
    'max-hp': { min: 1, max: DAMAGE_LIMITS.maxHitPoints },
    temp: HP_RANGE,
    amount: { min: 0, max: DAMAGE_LIMITS.maxAmount },
    adjust: { min: -DAMAGE_LIMITS.maxAdjustment, max: DAMAGE_LIMITS.maxAdjustment },
  },
  'death-saves': {
    successes: { min: 0, max: 2 },
    failures: { min: 0, max: 2 },
    hp: { min: -(ABILITY_SCORE_LIMITS.max + LEVEL_LIMITS.max), max: 0 },
    con: ABILITY_SCORE_LIMITS,
    level: LEVEL_LIMITS,
  },
  'point-buy': { score: { min: POINT_BUY_LIMITS.min, max: POINT_BUY_LIMITS.max } },
  'ability-modifier': { score: ABILITY_SCORE_LIMITS },
  'proficiency-bonus': { level: LEVEL_LIMITS, cr: { min: 0, max: CHALLENGE_RATING_MAX } },
  'level-from-xp': { xp: XP_LIMITS },
  'travel-pace': {
    minutes: { min: 0, max: TRAVEL_LIMITS.maxMinutes },
    hours: { min: 0, max: TRAVEL_LIMITS.maxHours },
    days: { min: 0, max: TRAVEL_LIMITS.maxDays },
  },
} as const satisfies Record<string, Readonly<Record<string, Range>>>;
