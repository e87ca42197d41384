import { coreTable } from './define-table.ts';

/** Ability Score Point Costs, 27-point budget (SRD 5.2, seed 002 lines 972-984). */
export const POINT_BUY_BUDGET = 27;

export const POINT_COSTS: Readonly<Record<number, number>> = {
  8: 0,
  9: 1,
  10: 2,
  11: 3,
  12: 4,
  13: 5,
  14: 7,
  15: 9,
};

export const abilityScorePointCosts = coreTable('point-costs', {
  id: 'AbilityScorePointCosts',
  section: 'GenerateYourScores',
  columns: [
    { key: 'score', kind: 'number', rowHeader: true },
    { key: 'cost', kind: 'number' },
  ],
  rows: Object.entries(POINT_COSTS).map(([score, cost]) => ({ score: Number(score), cost })),
  source: { seed: '002', lines: '975-984' },
});
