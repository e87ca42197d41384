import { coreTable } from './define-table.ts';

/** Ability Modifiers for scores 1-30 (SRD 5.2, seed 002 lines 62-79). */
export const abilityModifiersTable = coreTable('ability-modifiers', {
  id: 'AbilityModifiersTable',
  section: 'AbilityModifiers',
  columns: [
    { key: 'score', kind: 'range', rowHeader: true },
    { key: 'modifier', kind: 'signed' },
  ],
  rows: [
    { score: [1, 1], modifier: -5 },
    { score: [2, 3], modifier: -4 },
    { score: [4, 5], modifier: -3 },
    { score: [6, 7], modifier: -2 },
    { score: [8, 9], modifier: -1 },
    { score: [10, 11], modifier: 0 },
    { score: [12, 13], modifier: 1 },
    { score: [14, 15], modifier: 2 },
    { score: [16, 17], modifier: 3 },
    { score: [18, 19], modifier: 4 },
    { score: [20, 21], modifier: 5 },
    { score: [22, 23], modifier: 6 },
    { score: [24, 25], modifier: 7 },
    { score: [26, 27], modifier: 8 },
    { score: [28, 29], modifier: 9 },
    { score: [30, 30], modifier: 10 },
  ],
  source: { seed: '002', lines: '62-79' },
});
