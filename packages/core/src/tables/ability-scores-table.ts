import { coreTable } from './define-table.ts';

/** Ability Scores: what a score means (SRD 5.2, seed 002 lines 43-51). */
export const abilityScoresTable = coreTable('ability-scores', {
  id: 'AbilityScoresTable',
  section: 'AbilityScores',
  columns: [
    { key: 'score', kind: 'range', rowHeader: true },
    { key: 'meaning', kind: 'label' },
  ],
  rows: [
    { score: [1, 1], meaning: 'table.ability-scores.meaning.lowest' },
    { score: [2, 9], meaning: 'table.ability-scores.meaning.weak' },
    { score: [10, 11], meaning: 'table.ability-scores.meaning.average' },
    { score: [12, 19], meaning: 'table.ability-scores.meaning.strong' },
    { score: [20, 20], meaning: 'table.ability-scores.meaning.adventurer-max' },
    { score: [21, 29], meaning: 'table.ability-scores.meaning.extraordinary' },
    { score: [30, 30], meaning: 'table.ability-scores.meaning.highest' },
  ],
  source: { seed: '002', lines: '43-51' },
});
