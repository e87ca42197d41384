import { coreTable } from './define-table.ts';
import type { CharacterClass } from './shared-labels.ts';

/** Level 1 Hit Points by Class: base + Constitution modifier (SRD 5.2, seed 002 lines 1093-1098). */
export const LEVEL_1_HIT_POINT_BASE: Readonly<Record<CharacterClass, number>> = {
  barbarian: 12,
  fighter: 10,
  paladin: 10,
  ranger: 10,
  bard: 8,
  cleric: 8,
  druid: 8,
  monk: 8,
  rogue: 8,
  warlock: 8,
  sorcerer: 6,
  wizard: 6,
};

const GROUPS: ReadonlyArray<readonly [readonly CharacterClass[], number]> = [
  [['barbarian'], 12],
  [['fighter', 'paladin', 'ranger'], 10],
  [['bard', 'cleric', 'druid', 'monk', 'rogue', 'warlock'], 8],
  [['sorcerer', 'wizard'], 6],
];

export const level1HitPointsByClass = coreTable('level-1-hit-points', {
  id: 'Level1HitPointsbyClass',
  section: 'FillInNumbers',
  columns: [
    { key: 'classes', label: 'table.level-1-hit-points.col.class', kind: 'labels', rowHeader: true },
    { key: 'hitPointMaximum', kind: 'number', template: 'table.level-1-hit-points.formula' },
  ],
  rows: GROUPS.map(([classes, base]) => ({
    classes: classes.map((c) => `table.class.${c}` as const),
    hitPointMaximum: base,
  })),
  source: { seed: '002', lines: '1093-1098' },
});
