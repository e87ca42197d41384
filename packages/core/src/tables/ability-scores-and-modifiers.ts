import { abilityModifiersTable } from './ability-modifiers-table.ts';
import type { CoreTable } from './types.ts';

/** Ability Scores and Modifiers for generated scores 3-20 (SRD 5.2, seed 002 lines 1019-1030). */
export const abilityScoresAndModifiers: CoreTable = {
  id: 'AbilityScoresandModifiers',
  section: 'DetermineAbilityModifiers',
  title: 'table.ability-scores-and-modifiers.title',
  columns: [
    { key: 'score', label: 'table.ability-modifiers.col.score', kind: 'range', rowHeader: true },
    { key: 'modifier', label: 'table.ability-modifiers.col.modifier', kind: 'signed' },
  ],
  // The same numbers as the Ability Modifiers table, cut to the 3-20 range generation produces.
  rows: abilityModifiersTable.rows.flatMap((row) => {
    const [low, high] = row.score as [number, number];
    const from = Math.max(low, 3);
    const to = Math.min(high, 20);
    return from <= to ? [{ ...row, score: [from, to] as [number, number] }] : [];
  }),
  source: { seed: '002', lines: '1019-1030' },
};
