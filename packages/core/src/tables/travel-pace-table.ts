import { coreTable } from './define-table.ts';

/** Travel Pace (SRD 5.2, seed 002 lines 463-467); pace effects are in rules/travel.ts. */
export const TRAVEL_PACES = ['fast', 'normal', 'slow'] as const;
export type TravelPace = (typeof TRAVEL_PACES)[number];

export const TRAVEL_DISTANCE: Readonly<
  Record<TravelPace, { feetPerMinute: number; milesPerHour: number; milesPerDay: number }>
> = {
  fast: { feetPerMinute: 400, milesPerHour: 4, milesPerDay: 30 },
  normal: { feetPerMinute: 300, milesPerHour: 3, milesPerDay: 24 },
  slow: { feetPerMinute: 200, milesPerHour: 2, milesPerDay: 18 },
};

export const travelPaceTable = coreTable('travel-pace', {
  id: 'TravelPaceTable',
  section: 'TravelPace',
  columns: [
    { key: 'pace', kind: 'label', rowHeader: true },
    { key: 'perMinute', kind: 'number', template: 'table.unit.feet' },
    { key: 'perHour', kind: 'number', template: 'table.unit.miles' },
    { key: 'perDay', kind: 'number', template: 'table.unit.miles' },
  ],
  rows: TRAVEL_PACES.map((pace) => ({
    pace: `table.travel-pace.${pace}`,
    perMinute: TRAVEL_DISTANCE[pace].feetPerMinute,
    perHour: TRAVEL_DISTANCE[pace].milesPerHour,
    perDay: TRAVEL_DISTANCE[pace].milesPerDay,
  })),
  source: { seed: '002', lines: '463-467' },
});
