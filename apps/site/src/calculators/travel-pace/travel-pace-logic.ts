import {
  TRAVEL_LIMITS,
  TRAVEL_PACE_EFFECTS,
  TRAVEL_PACES,
  type TravelDistance,
  type TravelPace,
  type TravelTime,
  travelDistance,
} from '@polyhedral/core';
import { type ErrorResult, errorResultOf } from '../shared/error-result.ts';

/** Rule TravelPace (Travel Pace table): distance at a Fast, Normal or Slow pace, and the pace's effect. */
export { TRAVEL_PACES, type TravelPace };

export const TRAVEL_TIME_UNITS = [
  'minutes',
  'hours',
  'days',
] as const satisfies readonly TravelTime['unit'][];
export type TravelTimeUnit = (typeof TRAVEL_TIME_UNITS)[number];

/** The largest amount of each time unit the core accepts. */
export function travelAmountLimits(unit: TravelTimeUnit): { min: number; max: number } {
  const max =
    unit === 'minutes'
      ? TRAVEL_LIMITS.maxMinutes
      : unit === 'hours'
        ? TRAVEL_LIMITS.maxHours
        : TRAVEL_LIMITS.maxDays;
  return { min: 0, max };
}

/** The widest amount any unit accepts (what a URL value may hold before the unit is known). */
export const TRAVEL_AMOUNT_LIMITS = {
  min: 0,
  max: Math.max(...TRAVEL_TIME_UNITS.map((unit) => travelAmountLimits(unit).max)),
};

export interface TravelInputs {
  pace: TravelPace;
  unit: TravelTimeUnit;
  amount: number;
  /** Riding mounts at twice the distance for 1 hour (hours only). */
  mounted: boolean;
}

export interface TravelComputation extends TravelDistance {
  ok: true;
  /** Skills whose checks have Disadvantage / Advantage at this pace. */
  effects: { disadvantage: readonly string[]; advantage: readonly string[] };
}

export function computeTravel(inputs: TravelInputs): TravelComputation | ErrorResult {
  try {
    const distance = travelDistance(
      inputs.pace,
      { unit: inputs.unit, amount: inputs.amount },
      { mountedGallop: inputs.mounted && inputs.unit === 'hours' },
    );
    return { ok: true, ...distance, effects: TRAVEL_PACE_EFFECTS[inputs.pace] };
  } catch (error) {
    return errorResultOf(error);
  }
}
