import { coreTable } from './define-table.ts';

/**
 * Ability Scores and Backgrounds (SRD 5.2, seed 002 lines 883-890). The SRD lists only the
 * Soldier and Acolyte backgrounds (inventory tables.tsv notes this); kept as printed.
 */
export const abilityScoresAndBackgrounds = coreTable('ability-backgrounds', {
  id: 'AbilityScoresandBackgrounds',
  section: 'ChooseaBackground',
  columns: [
    { key: 'ability', kind: 'label', rowHeader: true },
    { key: 'background', kind: 'label' },
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
});
