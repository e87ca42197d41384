import { coreTable } from './define-table.ts';

/** The Nine Alignments with their abbreviations (SRD 5.2, seed 002 lines 1044-1060). */
const ALIGNMENTS = [
  ['lawful-good', 'LG'],
  ['neutral-good', 'NG'],
  ['chaotic-good', 'CG'],
  ['lawful-neutral', 'LN'],
  ['neutral', 'N'],
  ['chaotic-neutral', 'CN'],
  ['lawful-evil', 'LE'],
  ['neutral-evil', 'NE'],
  ['chaotic-evil', 'CE'],
] as const;

export const theNineAlignments = coreTable('alignments', {
  id: 'TheNineAlignments',
  section: 'Step4Alignment',
  columns: [
    { key: 'alignment', kind: 'label', rowHeader: true },
    { key: 'abbreviation', kind: 'code' },
  ],
  rows: ALIGNMENTS.map(([alignment, abbreviation]) => ({
    alignment: `table.alignment.${alignment}`,
    abbreviation,
  })),
  source: { seed: '002', lines: '1044-1060' },
});
