import { coreTable } from './define-table.ts';
import { ABILITIES, type CharacterClass, CLASSES } from './shared-labels.ts';

/** The Standard Array (seed 002 line 968) and its suggested assignment per class (lines 993-1006). */
export const STANDARD_ARRAY = [15, 14, 13, 12, 10, 8] as const;

type Scores = readonly [number, number, number, number, number, number];

export const STANDARD_ARRAY_BY_CLASS: Readonly<Record<CharacterClass, Scores>> = {
  barbarian: [15, 13, 14, 10, 12, 8],
  bard: [8, 14, 12, 13, 10, 15],
  cleric: [14, 8, 13, 10, 15, 12],
  druid: [8, 12, 14, 13, 15, 10],
  fighter: [15, 14, 13, 8, 10, 12],
  monk: [12, 15, 13, 10, 14, 8],
  paladin: [15, 10, 13, 8, 12, 14],
  ranger: [12, 15, 13, 8, 14, 10],
  rogue: [12, 15, 13, 14, 10, 8],
  sorcerer: [10, 13, 14, 8, 12, 15],
  warlock: [8, 14, 13, 12, 10, 15],
  wizard: [8, 12, 13, 15, 14, 10],
};

export const standardArrayByClass = coreTable('standard-array', {
  id: 'StandardArraybyClass',
  section: 'AssignAbilityScores',
  columns: [
    { key: 'class', kind: 'label', rowHeader: true },
    ...ABILITIES.map((ability) => ({
      key: ability,
      // The short names are the first three letters (str, dex, con, int, wis, cha).
      label: `table.ability.short.${ability.slice(0, 3)}` as const,
      kind: 'number' as const,
    })),
  ],
  rows: CLASSES.map((c) => ({
    class: `table.class.${c}`,
    ...Object.fromEntries(ABILITIES.map((ability, i) => [ability, STANDARD_ARRAY_BY_CLASS[c][i]!])),
  })),
  source: { seed: '002', lines: '993-1006' },
});
