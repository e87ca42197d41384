import { abilityModifiersTable } from './ability-modifiers-table.ts';
import { coreTable } from './define-table.ts';

/** Ability Scores and Modifiers for generated scores 3-20 (SRD 5.2, seed 002 lines 1019-1030). */
export const abilityScoresAndModifiers = coreTable('ability-scores-and-modifiers', {
  id: 'AbilityScoresandModifiers',
  section: 'DetermineAbilityModifiers',
  // The Ability Modifiers table's columns and numbers, cut to the 3-20 range generation produces.
  columns: abilityModifiersTable.columns,
  rows: abilityModifiersTable.rows.flatMap((row) => {
    const [low, high] = row.score as [number, number];
    const from = Math.max(low, 3);
    const to = Math.min(high, 20);
    return from <= to ? [{ ...row, score: [from, to] as [number, number] }] : [];
  }),
  source: { seed: '002', lines: '1019-1030' },
});
