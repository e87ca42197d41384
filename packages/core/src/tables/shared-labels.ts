import type { LabelKey } from '../label-key.ts';

/** Label keys shared by several tables: the six abilities and the twelve classes. */

export const ABILITIES = [
  'strength',
  'dexterity',
  'constitution',
  'intelligence',
  'wisdom',
  'charisma',
] as const;

export type Ability = (typeof ABILITIES)[number];

export function abilityLabel(ability: Ability): LabelKey {
  return `table.ability.${ability}`;
}

export const CLASSES = [
  'barbarian',
  'bard',
  'cleric',
  'druid',
  'fighter',
  'monk',
  'paladin',
  'ranger',
  'rogue',
  'sorcerer',
  'warlock',
  'wizard',
] as const;

export type CharacterClass = (typeof CLASSES)[number];
