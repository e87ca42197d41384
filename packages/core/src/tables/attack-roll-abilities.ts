import { coreTable } from './define-table.ts';

/** Attack Roll Abilities (SRD 5.2, seed 002 lines 168-172). */
export const attackRollAbilities = coreTable('attack-roll-abilities', {
  id: 'AttackRollAbilities',
  section: 'AttackRollAbilityModifier',
  columns: [
    { key: 'ability', kind: 'label', rowHeader: true },
    { key: 'attackType', kind: 'label' },
  ],
  rows: [
    { ability: 'table.ability.strength', attackType: 'table.attack-roll-abilities.melee' },
    { ability: 'table.ability.dexterity', attackType: 'table.attack-roll-abilities.ranged' },
    { ability: 'table.attack-roll-abilities.varies', attackType: 'table.attack-roll-abilities.spell' },
  ],
  source: { seed: '002', lines: '168-172' },
});
