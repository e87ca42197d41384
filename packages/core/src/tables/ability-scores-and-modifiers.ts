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
  rows: [
    { score: [3, 3], modifier: -4 },
    { score: [4, 5], modifier: -3 },
    { score: [6, 7], modifier: -2 },
    { score: [8, 9], modifier: -1 },
    { score: [10, 11], modifier: 0 },
    { score: [12, 13], modifier: 1 },
    { score: [14, 15], modifier: 2 },
    { score: [16, 17], modifier: 3 },
    { score: [18, 19], modifier: 4 },
    { score: [20, 20], modifier: 5 },
  ],
  source: { seed: '002', lines: '1019-1030' },
};
