import { coreTable } from './define-table.ts';

/**
 * Standard Languages with the 1d12 roll (SRD 5.2, seed 002 lines 930-941). Common is known by
 * every character and not rolled (null).
 */
export const STANDARD_LANGUAGE_ROLLS = [
  ['common', null],
  ['common-sign-language', [1, 1]],
  ['draconic', [2, 2]],
  ['dwarvish', [3, 4]],
  ['elvish', [5, 6]],
  ['giant', [7, 7]],
  ['gnomish', [8, 8]],
  ['goblin', [9, 9]],
  ['halfling', [10, 11]],
  ['orc', [12, 12]],
] as const;

export const standardLanguages = coreTable('standard-languages', {
  id: 'StandardLanguages',
  section: 'ChooseLanguages',
  columns: [
    { key: 'roll', kind: 'range' },
    { key: 'language', kind: 'label', rowHeader: true },
  ],
  rows: STANDARD_LANGUAGE_ROLLS.map(([language, roll]) => ({
    roll,
    language: `table.language.${language}`,
  })),
  source: { seed: '002', lines: '930-941' },
});
