import { coreTable } from './define-table.ts';

/** Typical Difficulty Classes (SRD 5.2, seed 002 lines 122-129). */
export const typicalDifficultyClasses = coreTable('typical-dcs', {
  id: 'TypicalDifficultyClasses',
  section: 'DifficultyClass',
  columns: [
    { key: 'difficulty', kind: 'label', rowHeader: true },
    { key: 'dc', kind: 'number' },
  ],
  rows: [
    { difficulty: 'table.typical-dcs.very-easy', dc: 5 },
    { difficulty: 'table.typical-dcs.easy', dc: 10 },
    { difficulty: 'table.typical-dcs.medium', dc: 15 },
    { difficulty: 'table.typical-dcs.hard', dc: 20 },
    { difficulty: 'table.typical-dcs.very-hard', dc: 25 },
    { difficulty: 'table.typical-dcs.nearly-impossible', dc: 30 },
  ],
  source: { seed: '002', lines: '122-129' },
});
