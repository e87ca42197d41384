import { coreTable } from './define-table.ts';
import { CLASSES } from './shared-labels.ts';

/** Class Overview (SRD 5.2, seed 002 lines 843-856). */
const COMPLEXITY = {
  barbarian: 'average',
  bard: 'high',
  cleric: 'average',
  druid: 'high',
  fighter: 'low',
  monk: 'high',
  paladin: 'average',
  ranger: 'average',
  rogue: 'low',
  sorcerer: 'high',
  warlock: 'high',
  wizard: 'average',
} as const;

export const classOverview = coreTable('class-overview', {
  id: 'ClassOverview',
  section: 'Step1ChooseClass',
  columns: [
    { key: 'class', kind: 'label', rowHeader: true },
    { key: 'likes', kind: 'label' },
    { key: 'primaryAbility', kind: 'label' },
    { key: 'complexity', kind: 'label' },
  ],
  rows: CLASSES.map((c) => ({
    class: `table.class.${c}`,
    likes: `table.class-overview.likes.${c}`,
    primaryAbility: `table.class-overview.primary.${c}`,
    complexity: `table.class-overview.complexity.${COMPLEXITY[c]}`,
  })),
  source: { seed: '002', lines: '843-856' },
});
