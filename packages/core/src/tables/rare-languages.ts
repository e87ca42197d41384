import type { CoreTable } from './types.ts';

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

export const rareLanguages: CoreTable = {
  id: 'RareLanguages',
  section: 'ChooseLanguages',
  title: 'table.rare-languages.title',
  columns: [{ key: 'language', label: 'table.rare-languages.col.language', kind: 'label', rowHeader: true }],
  rows: RARE.map((language) => ({ language: `table.language.${language}` })),
  source: { seed: '002', lines: '946-958' },
  note: 'table.rare-languages.note.primordial',
};
