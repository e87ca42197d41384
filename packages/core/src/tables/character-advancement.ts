import { coreTable } from './define-table.ts';

/** Character Advancement: XP per level and Proficiency Bonus (SRD 5.2, seed 002 lines 1133-1154). */
export const XP_BY_LEVEL = [
  0, 300, 900, 2_700, 6_500, 14_000, 23_000, 34_000, 48_000, 64_000, 85_000, 100_000, 120_000, 140_000,
  165_000, 195_000, 225_000, 265_000, 305_000, 355_000,
] as const;

const PROFICIENCY_BY_LEVEL = [2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 6, 6, 6, 6] as const;

export const characterAdvancement = coreTable('character-advancement', {
  id: 'CharacterAdvancement',
  section: 'LevelAdvancement',
  columns: [
    { key: 'level', kind: 'number', rowHeader: true },
    { key: 'xp', kind: 'number' },
    { key: 'proficiencyBonus', kind: 'signed' },
  ],
  rows: XP_BY_LEVEL.map((xp, i) => ({ level: i + 1, xp, proficiencyBonus: PROFICIENCY_BY_LEVEL[i]! })),
  source: { seed: '002', lines: '1133-1154' },
});
