import { coreTable } from './define-table.ts';

/**
 * Proficiency Bonus by level or Challenge Rating (SRD 5.2, seed 002 lines 236-245).
 * "Up to 4" covers CR 0, 1/8, 1/4 and 1/2 as well as levels 1-4.
 */
export const proficiencyBonusTable = coreTable('proficiency-bonus', {
  id: 'ProficiencyBonusTable',
  section: 'Proficiency',
  columns: [
    { key: 'levelOrCr', kind: 'range', rowHeader: true },
    { key: 'bonus', kind: 'signed' },
  ],
  rows: [
    { levelOrCr: 'table.proficiency-bonus.up-to-4', bonus: 2 },
    { levelOrCr: [5, 8], bonus: 3 },
    { levelOrCr: [9, 12], bonus: 4 },
    { levelOrCr: [13, 16], bonus: 5 },
    { levelOrCr: [17, 20], bonus: 6 },
    { levelOrCr: [21, 24], bonus: 7 },
    { levelOrCr: [25, 28], bonus: 8 },
    { levelOrCr: [29, 30], bonus: 9 },
  ],
  source: { seed: '002', lines: '236-245' },
});
