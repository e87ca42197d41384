import { CLASSES } from './shared-labels.ts';
import type { CoreTable } from './types.ts';

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

export const classOverview: CoreTable = {
  id: 'ClassOverview',
  section: 'Step1ChooseClass',
  title: 'table.class-overview.title',
  columns: [
    { key: 'class', label: 'table.class-overview.col.class', kind: 'label', rowHeader: true },
    { key: 'likes', label: 'table.class-overview.col.likes', kind: 'label' },
    { key: 'primaryAbility', label: 'table.class-overview.col.primary-ability', kind: 'label' },
    { key: 'complexity', label: 'table.class-overview.col.complexity', kind: 'label' },
  ],
  rows: CLASSES.map((c) => ({
    class: `table.class.${c}`,
    likes: `table.class-overview.likes.${c}`,
    primaryAbility: `table.class-overview.primary.${c}`,
    complexity: `table.class-overview.complexity.${COMPLEXITY[c]}`,
  })),
  source: { seed: '002', lines: '843-856' },
};
