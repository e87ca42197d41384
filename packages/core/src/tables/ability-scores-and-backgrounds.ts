import type { CoreTable } from './types.ts';

/**
 * Ability Scores and Backgrounds (SRD 5.2, seed 002 lines 883-890). The SRD lists only the
 * Soldier and Acolyte backgrounds (inventory tables.tsv notes this); kept as printed.
 */
export const abilityScoresAndBackgrounds: CoreTable = {
  id: 'AbilityScoresandBackgrounds',
  section: 'ChooseaBackground',
  title: 'table.ability-backgrounds.title',
  columns: [
    { key: 'ability', label: 'table.ability-backgrounds.col.ability', kind: 'label', rowHeader: true },
    { key: 'background', label: 'table.ability-backgrounds.col.background', kind: 'label' },
  ],
  rows: [
    { ability: 'table.ability.strength', background: 'table.background.soldier' },
    { ability: 'table.ability.dexterity', background: 'table.background.soldier' },
    { ability: 'table.ability.constitution', background: 'table.background.soldier' },
    { ability: 'table.ability.intelligence', background: 'table.background.acolyte' },
    { ability: 'table.ability.wisdom', background: 'table.background.acolyte' },
    { ability: 'table.ability.charisma', background: 'table.background.acolyte' },
  ],
  source: { seed: '002', lines: '883-890' },
};
