import { D20_LIMITS } from '../rules/d20-limits.ts';
import { DAMAGE_LIMITS } from '../rules/damage-limits.ts';
import { TRAVEL_LIMITS } from '../rules/travel.ts';

/** The conditions and Exhaustion have one home, the core's conditions; the tracker's names for them. */
export {
  CONDITION_IDS as TRACKER_CONDITIONS,
  type ConditionId as TrackerConditionId,
  EXHAUSTION,
} from '../conditions/condition-list.ts';

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
  /** The table's own stat blocks kept on a device, and the attacks of one. */
  statBlocks: 200,
  attacksPerCreature: 6,
  /** Damage parts of one attack (1d8+3 slashing and 1d6 fire: two). */
  damageParts: 4,
  /** A dice notation typed for hit points or damage, in characters. */
  diceLength: 40,
} as const;
