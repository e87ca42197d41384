import {
  FEET_PER_MILE,
  TRAVEL_DAY_HOURS,
  TRAVEL_LIMITS,
  TRAVEL_PACE_EFFECTS,
  type TravelDistance,
  type TravelRounding,
  travelDistance,
  travelHours,
  travelRounding,
} from '../../rules/travel.ts';
import { TRAVEL_PACES } from '../../tables/travel-pace-table.ts';
import { choice, defineCalculator, flag, int } from '../define-calculator.ts';

export const TRAVEL_TIME_UNITS = ['minutes', 'hours', 'days'] as const;

/** The amount each time unit takes (TRAVEL_LIMITS). */
export const TRAVEL_AMOUNT_BY_UNIT = {
  minutes: { min: 0, max: TRAVEL_LIMITS.maxMinutes },
  hours: { min: 0, max: TRAVEL_LIMITS.maxHours },
  days: { min: 0, max: TRAVEL_LIMITS.maxDays },
} as const;

export interface TravelPaceResult extends TravelDistance {
  /** The mounts' doubled first hour was counted (hours only). */
  mounted: boolean;
  /** Skills whose checks have Disadvantage / Advantage at this pace. */
  effects: { disadvantage: readonly string[]; advantage: readonly string[] };
  /** The table's per-minute and per-hour rates, rounded apart (ruleId TravelPaceTable). */
  rounding: TravelRounding;
  /** A distance in feet in miles (feet / 5280, not rounded); undefined for a distance in miles. */
  miles?: number;
  /** More hours than a day's travel on the table (TRAVEL_DAY_HOURS): the GM decides. */
  beyondDay: boolean;
  dayHours: number;
}

/** Rule TravelPace (Travel Pace table): distance at a Fast, Normal or Slow pace, and the pace's effect. */
export const travelPaceCalculator = /* @__PURE__ */ defineCalculator({
  kind: 'travel-pace',
  ruleId: 'TravelPace',
  params: [
    choice('pace', TRAVEL_PACES, 'normal'),
    choice('unit', TRAVEL_TIME_UNITS, 'hours'),
    int('amount', { min: 0, max: Math.max(TRAVEL_LIMITS.maxMinutes, TRAVEL_LIMITS.maxDays) }, 8),
    flag('mounted'),
  ],
  ranges: (input) => ({ amount: TRAVEL_AMOUNT_BY_UNIT[input.unit] }),
  compute: (input): TravelPaceResult => {
    // Riding mounts "can move twice that distance for 1 hour": it only applies to hours.
    const mounted = input.mounted && input.unit === 'hours';
    const distance = travelDistance(
      input.pace,
      { unit: input.unit, amount: input.amount },
      { mountedGallop: mounted },
    );
    const time = { unit: input.unit, amount: input.amount };
    return {
      ...distance,
      mounted,
      effects: TRAVEL_PACE_EFFECTS[input.pace],
      rounding: travelRounding(input.pace),
      ...(distance.unit === 'feet' ? { miles: distance.distance / FEET_PER_MILE } : {}),
      beyondDay: travelHours(time) > TRAVEL_DAY_HOURS,
      dayHours: TRAVEL_DAY_HOURS,
    };
  },
});
