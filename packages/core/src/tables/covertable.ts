import { coreTable } from './define-table.ts';

/**
 * Cover (SRD 5.2, seed 002 lines 617-621): the bonus to AC and Dexterity saving throws per
 * degree; Total Cover cannot be targeted directly. Rule functions read COVER_BONUS.
 */
export const COVER_DEGREES = ['half', 'three-quarters', 'total'] as const;
export type CoverDegree = (typeof COVER_DEGREES)[number];

/** Bonus to AC and Dexterity saves; null = can't be targeted directly. */
export const COVER_BONUS: Readonly<Record<CoverDegree, number | null>> = {
  half: 2,
  'three-quarters': 5,
  total: null,
};

export const covertable = coreTable('cover', {
  id: 'Covertable',
  section: 'Cover',
  columns: [
    { key: 'degree', kind: 'label', rowHeader: true },
    { key: 'acBonus', kind: 'signed' },
    { key: 'dexSaveBonus', kind: 'signed' },
    { key: 'offeredBy', kind: 'label' },
  ],
  rows: [
    {
      degree: 'table.cover.half',
      acBonus: COVER_BONUS.half,
      dexSaveBonus: COVER_BONUS.half,
      offeredBy: 'table.cover.half.offered-by',
    },
    {
      degree: 'table.cover.three-quarters',
      acBonus: COVER_BONUS['three-quarters'],
      dexSaveBonus: COVER_BONUS['three-quarters'],
      offeredBy: 'table.cover.three-quarters.offered-by',
    },
    {
      degree: 'table.cover.total',
      acBonus: 'table.cover.cannot-be-targeted',
      dexSaveBonus: 'table.cover.cannot-be-targeted',
      offeredBy: 'table.cover.total.offered-by',
    },
  ],
  source: { seed: '002', lines: '617-621' },
});
