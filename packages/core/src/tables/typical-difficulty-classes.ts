import type { CoreTable } from './types.ts';

/** Typical Difficulty Classes (SRD 5.2, seed 002 lines 122-129). */
export const typicalDifficultyClasses: CoreTable = {
  id: 'TypicalDifficultyClasses',
  section: 'DifficultyClass',
  title: 'table.typical-dcs.title',
  columns: [
    { key: 'difficulty', label: 'table.typical-dcs.col.difficulty', kind: 'label', rowHeader: true },
    { key: 'dc', label: 'table.typical-dcs.col.dc', kind: 'number' },
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
};
