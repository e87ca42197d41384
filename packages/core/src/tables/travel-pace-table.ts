import type { CoreTable } from './types.ts';

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

export const travelPaceTable: CoreTable = {
  id: 'TravelPaceTable',
  section: 'TravelPace',
  title: 'table.travel-pace.title',
  columns: [
    { key: 'pace', label: 'table.travel-pace.col.pace', kind: 'label', rowHeader: true },
    {
      key: 'perMinute',
      label: 'table.travel-pace.col.per-minute',
      kind: 'number',
      template: 'table.unit.feet',
    },
    { key: 'perHour', label: 'table.travel-pace.col.per-hour', kind: 'number', template: 'table.unit.miles' },
    { key: 'perDay', label: 'table.travel-pace.col.per-day', kind: 'number', template: 'table.unit.miles' },
  ],
  rows: TRAVEL_PACES.map((pace) => ({
    pace: `table.travel-pace.${pace}`,
    perMinute: TRAVEL_DISTANCE[pace].feetPerMinute,
    perHour: TRAVEL_DISTANCE[pace].milesPerHour,
    perDay: TRAVEL_DISTANCE[pace].milesPerDay,
  })),
  source: { seed: '002', lines: '463-467' },
};
