import { DEFAULT_RULESET } from '../rulesets/index.ts';
import type { Ruleset } from '../rulesets/types.ts';
import { TRAVEL_DISTANCE, TRAVEL_PACES, type TravelPace } from '../tables/travel-pace-table.ts';
import { requireInteger, requireOption, unknownOption } from '../validate.ts';

export const TRAVEL_LIMITS = { maxMinutes: 600, maxHours: 24, maxDays: 365, maxSpeed: 1000 } as const;

/**
 * Game effect of each pace (ruleId TravelPace, seed 002 lines 469-475): Fast imposes
 * Disadvantage on Wisdom (Perception or Survival) and Dexterity (Stealth); Normal on Dexterity
 * (Stealth); Slow grants Advantage on Wisdom (Perception or Survival).
 */
export const TRAVEL_PACE_EFFECTS: Readonly<
  Record<TravelPace, { disadvantage: readonly string[]; advantage: readonly string[] }>
> = {
  fast: { disadvantage: ['perception', 'survival', 'stealth'], advantage: [] },
  normal: { disadvantage: ['stealth'], advantage: [] },
  slow: { disadvantage: [], advantage: ['perception', 'survival'] },
};

export type TravelTime = { unit: 'minutes' | 'hours' | 'days'; amount: number };

export interface TravelDistance {
  /** Distance in feet (minutes) or miles (hours, days). */
  distance: number;
  unit: 'feet' | 'miles';
}

/**
 * Distance travelled at a pace (ruleIds TravelPace, TravelPaceTable; seed 002 lines 458-467).
 * Riding mounts, a group "can move twice that distance for 1 hour": `mountedGallop` doubles the
 * first hour only (hours), after which the mounts need a rest.
 */
export function travelDistance(
  pace: TravelPace,
  time: TravelTime,
  options: { mountedGallop?: boolean } = {},
): TravelDistance {
  const p = requireOption('pace', pace, TRAVEL_PACES);
  const unit = requireOption('unit', time.unit, ['minutes', 'hours', 'days'] as const);
  const row = TRAVEL_DISTANCE[p];
  const max =
    unit === 'minutes'
      ? TRAVEL_LIMITS.maxMinutes
      : unit === 'hours'
        ? TRAVEL_LIMITS.maxHours
        : TRAVEL_LIMITS.maxDays;
  const amount = requireInteger(unit, time.amount, 0, max);
  if (options.mountedGallop && unit !== 'hours') throw unknownOption('mountedGallop', unit, 'hours');
  if (unit === 'minutes') return { distance: amount * row.feetPerMinute, unit: 'feet' };
  if (unit === 'days') return { distance: amount * row.milesPerDay, unit: 'miles' };
  const extra = options.mountedGallop && amount > 0 ? row.milesPerHour : 0;
  return { distance: amount * row.milesPerHour + extra, unit: 'miles' };
}

/** Feet in a mile: compares the table's per-minute column (feet) with its per-hour column (miles). */
export const FEET_PER_MILE = 5280;

/**
 * Hours in a day's travel on the Travel Pace table (ruleId TravelPaceTable): the Normal pace's 24
 * miles per day at 3 miles per hour is 8 hours. The SRD's travel text gives no pace beyond a day's
 * travel ("The table states how far the party can move in a period of time"), so more hours than
 * this in a day are flagged for the GM, not counted as a rule.
 */
export const TRAVEL_DAY_HOURS = TRAVEL_DISTANCE.normal.milesPerDay / TRAVEL_DISTANCE.normal.milesPerHour;

export interface TravelRounding {
  feetPerMinute: number;
  milesPerHour: number;
  /** The per-minute rate over 60 minutes, in miles (not rounded): Normal 300 x 60 / 5280 = 3.41. */
  minuteRateMilesPerHour: number;
}

/**
 * The Travel Pace table's columns are rounded separately (ruleId TravelPaceTable): 300 feet a
 * minute is 18,000 feet (3.41 miles) an hour, but the per-hour column says 3 miles. Returned so a
 * result in minutes and one in hours can say why they differ.
 */
export function travelRounding(pace: TravelPace): TravelRounding {
  const row = TRAVEL_DISTANCE[requireOption('pace', pace, TRAVEL_PACES)];
  return {
    feetPerMinute: row.feetPerMinute,
    milesPerHour: row.milesPerHour,
    minuteRateMilesPerHour: (row.feetPerMinute * 60) / FEET_PER_MILE,
  };
}

/** Time given in hours of one day's travel (minutes / 60); days are whole days of travel. */
export function travelHours(time: TravelTime): number {
  if (time.unit === 'minutes') return time.amount / 60;
  if (time.unit === 'hours') return time.amount;
  return 0;
}

/**
 * Mounting or dismounting costs half your Speed, rounded down (ruleId MountingandDismounting,
 * seed 002 line 659: Speed 30 -> 15 feet).
 */
export function mountingCost(speed: number): number {
  return Math.floor(requireInteger('speed', speed, 0, TRAVEL_LIMITS.maxSpeed) / 2);
}

/** Speed in grid squares: Speed / 5, rounded down (ruleId PlayingonaGrid, seed 002 line 583). */
export function speedInSquares(speed: number): number {
  return Math.floor(requireInteger('speed', speed, 0, TRAVEL_LIMITS.maxSpeed) / 5);
}

/**
 * Squares of movement to enter squares on a grid: 1 each, 2 for Difficult Terrain (ruleId
 * PlayingonaGrid, seed 002 line 585).
 */
export function gridMovementCost(normalSquares: number, difficultSquares: number): number {
  const n = requireInteger('normalSquares', normalSquares, 0, TRAVEL_LIMITS.maxSpeed);
  const d = requireInteger('difficultSquares', difficultSquares, 0, TRAVEL_LIMITS.maxSpeed);
  return n + 2 * d;
}

/** Feet of movement spent crossing Difficult Terrain: each foot costs 1 extra foot (ruleId DifficultTerrain). */
export function difficultTerrainCost(feet: number, ruleset: Ruleset = DEFAULT_RULESET): number {
  const f = requireInteger('feet', feet, 0, TRAVEL_LIMITS.maxSpeed * 10);
  return f * (1 + ruleset.difficultTerrainExtraCost.perFoot);
}

/**
 * Feet travelled in one minute. srd-5.2: the Travel Pace table (Fast 400, Normal 300, Slow 200
 * feet, ruleId TravelPaceTable); playtest: "To determine how far you can move in a minute,
 * multiply your speed by 10" (ruleId Travel, seed 004 lines 533-534), with no pace choice.
 */
export function feetPerMinute(speed: number, pace: TravelPace, ruleset: Ruleset = DEFAULT_RULESET): number {
  const s = requireInteger('speed', speed, 0, TRAVEL_LIMITS.maxSpeed);
  const p = requireOption('pace', pace, TRAVEL_PACES);
  return ruleset.travelPerMinute.kind === 'pace-table'
    ? TRAVEL_DISTANCE[p].feetPerMinute
    : s * ruleset.travelPerMinute.speedMultiplier;
}
