import { D20_LIMITS } from '../rules/d20-limits.ts';
import { DAMAGE_LIMITS } from '../rules/damage-limits.ts';
import { TRAVEL_LIMITS } from '../rules/travel.ts';

/**
 * The conditions of the Rules Glossary a creature can have in the tracker, by their glossary term
 * IDs (packages/i18n terms.json, category condition). Exhaustion has levels (EXHAUSTION) instead.
 */
export const TRACKER_CONDITIONS = [
  'BlindedCondition',
  'CharmedCondition',
  'DeafenedCondition',
  // The Playtest's own (seed 004, Conditions); SRD 5.2 has no such condition.
  'EtherealCondition',
  'FrightenedCondition',
  'GrappledCondition',
  'IncapacitatedCondition',
  'IntoxicatedCondition',
  'InvisibleCondition',
  'ParalyzedCondition',
  'PetrifiedCondition',
  'PoisonedCondition',
  'ProneCondition',
  'RestrainedCondition',
  'StunnedCondition',
  'UnconsciousCondition',
] as const;

export type TrackerConditionId = (typeof TRACKER_CONDITIONS)[number];

/**
 * Exhaustion (SRD 5.2 Rules Glossary, "Exhaustion"; rules text Conditions): a level from 1 to 6;
 * each level takes 2 from D20 Tests and 5 feet from Speed; a creature dies at level 6.
 */
export const EXHAUSTION = {
  ruleId: 'Conditions',
  d20PenaltyPerLevel: 2,
  speedFeetPerLevel: 5,
  deathAt: 6,
} as const;

/** What the tracker accepts (a typed number outside these is refused with the input codes). */
export const TRACKER_LIMITS = {
  creatures: 40,
  /** Copies added at once ("4 × Goblin"): up to the whole tracker. */
  groupSize: 40,
  conditionsPerCreature: 20,
  nameLength: 40,
  initiativeBonus: D20_LIMITS.bonus,
  /** A typed Initiative: a d20 (1-20) plus a bonus. */
  initiative: { min: 1 + D20_LIMITS.bonus.min, max: 20 + D20_LIMITS.bonus.max },
  ac: { min: 1, max: 40 },
  hp: { min: 1, max: DAMAGE_LIMITS.maxHitPoints },
  save: D20_LIMITS.bonus,
  rounds: { min: 1, max: 1000 },
  amount: { min: 0, max: DAMAGE_LIMITS.maxAmount },
  /** A creature's Speed in feet (speedWithConditions takes up to TRAVEL_LIMITS.maxSpeed). */
  speed: { min: 0, max: TRAVEL_LIMITS.maxSpeed },
} as const;
