import { coreTable } from './define-table.ts';

/** Rare Languages (SRD 5.2, seed 002 lines 946-958, with the Primordial footnote). */
const RARE = [
  'abyssal',
  'celestial',
  'deep-speech',
  'druidic',
  'infernal',
  'primordial',
  'sylvan',
  'thieves-cant',
  'undercommon',
] as const;

export const rareLanguages = coreTable('rare-languages', {
  id: 'RareLanguages',
  section: 'ChooseLanguages',
  columns: [{ key: 'language', kind: 'label', rowHeader: true }],
  rows: RARE.map((language) => ({ language: `table.language.${language}` })),
  source: { seed: '002', lines: '946-958' },
  note: 'table.rare-languages.note.primordial',
});
