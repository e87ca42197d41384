import type { CoreTable } from './types.ts';

/** Attack Roll Abilities (SRD 5.2, seed 002 lines 168-172). */
export const attackRollAbilities: CoreTable = {
  id: 'AttackRollAbilities',
  section: 'AttackRollAbilityModifier',
  title: 'table.attack-roll-abilities.title',
  columns: [
    { key: 'ability', label: 'table.attack-roll-abilities.col.ability', kind: 'label', rowHeader: true },
    { key: 'attackType', label: 'table.attack-roll-abilities.col.attack-type', kind: 'label' },
  ],
  rows: [
    { ability: 'table.ability.strength', attackType: 'table.attack-roll-abilities.melee' },
    { ability: 'table.ability.dexterity', attackType: 'table.attack-roll-abilities.ranged' },
    { ability: 'table.attack-roll-abilities.varies', attackType: 'table.attack-roll-abilities.spell' },
  ],
  source: { seed: '002', lines: '168-172' },
};
