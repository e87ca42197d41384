import { DAMAGE_TYPES } from '@polyhedral/core';
import { ABILITIES } from '@polyhedral/core/tables';
import type { MessageLookup } from '@polyhedral/i18n/client';

/*
 * The words for the fields a core error names (`params.field`) on the tracker page: a typed field,
 * or a part of a saved, imported or shared tracker (`saves.dexterity`, `history.from.round`).
 * Each dotted part has a label; a path reads "Saving throw bonuses › Dexterity".
 */

/** The label key of each field name or path part the tracker's core functions and file readers use. */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  name: 'tracker.add.name',
  kind: 'tracker.add.kind',
  initiative: 'tracker.initiative.label',
  initiativeBonus: 'tracker.add.initiativeBonus',
  ac: 'tracker.add.ac',
  maxHp: 'tracker.add.maxHp',
  hp: 'tracker.field.hp',
  temp: 'tracker.field.temp',
  saves: 'tracker.add.saves',
  resist: 'tracker.add.resist',
  vulnerable: 'tracker.add.vulnerable',
  immune: 'tracker.add.immune',
  deathSaves: 'tracker.field.deathSaves',
  successes: 'tracker.field.successes',
  failures: 'tracker.field.failures',
  stable: 'tracker.status.stable',
  dead: 'tracker.status.dead',
  defeated: 'tracker.status.defeated',
  conditions: 'tracker.conditions.title',
  condition: 'tracker.conditions.condition',
  expires: 'tracker.conditions.duration',
  exhaustion: 'tracker.exhaustion.label',
  concentrating: 'tracker.concentration.label',
  concentrationChecks: 'tracker.field.concentrationChecks',
  check: 'tracker.field.concentrationChecks',
  damage: 'tracker.field.damage',
  group: 'tracker.field.group',
  sharedInitiative: 'tracker.add.sharedInitiative',
  count: 'tracker.add.count',
  creature: 'tracker.field.creature',
  creatureId: 'tracker.field.creature',
  creatureName: 'tracker.add.name',
  creatures: 'tracker.field.creatures',
  currentId: 'tracker.field.currentId',
  round: 'tracker.field.round',
  rounds: 'tracker.conditions.rounds',
  history: 'tracker.field.history',
  from: 'tracker.field.history',
  expired: 'tracker.field.history',
  serial: 'tracker.field.serial',
  settings: 'tracker.field.settings',
  skipDefeated: 'tracker.settings.skipDefeated',
  tracker: 'tracker.field.file',
  view: 'tracker.field.file',
  health: 'tracker.field.health',
  id: 'tracker.field.id',
  amount: 'tracker.hp.amount',
  rolled: 'tracker.saveHalf.rolled',
  dc: 'tracker.saveHalf.dc',
  d20: 'tracker.concentration.d20',
  effect: 'tracker.effects.name',
  dice: 'tracker.effects.dice',
  diceTotal: 'tracker.field.diceTotal',
  typed: 'tracker.add.hpRolled',
  speed: 'tracker.add.speed',
  concentration: 'tracker.effects.concentration',
};

/** A field's words: each known part's label joined by " › " (an ability by its name); "length" is the part's count. */
export function fieldLabel(field: string, tData: MessageLookup['tData']): string {
  const labels: string[] = [];
  for (const part of field.split('.')) {
    if (part === 'length') continue;
    const key =
      FIELD_LABELS[part] ??
      ((ABILITIES as readonly string[]).includes(part) ? `table.ability.${part}` : undefined);
    const label = key === undefined ? undefined : tData(key);
    if (label !== undefined && labels.at(-1) !== label) labels.push(label);
  }
  return labels.length > 0 ? labels.join(' › ') : tData('tracker.field.file');
}

/** How each option of a field is worded in the reader's language (for "choose one of: ..."). */
function optionKey(field: string, option: string): string | undefined {
  const last = field.split('.').at(-1) ?? field;
  if ((DAMAGE_TYPES as readonly string[]).includes(option)) return `calc.damageType.${option}`;
  if ((ABILITIES as readonly string[]).includes(option)) return `table.ability.${option}`;
  if (last === 'kind' && (option === 'character' || option === 'monster'))
    return `tracker.add.kind.${option}`;
  if (last === 'kind') return `tracker.field.expires.${option}`;
  if (last === 'health') return `tracker.field.health.${option}`;
  return undefined;
}

/**
 * The `expected` of an error in the reader's language: a list of options (conditions by their
 * glossary names, damage types, abilities, kinds), or the words for "a creature in the tracker".
 * Undefined when the error gives none.
 */
export function optionWords(
  field: string,
  expected: string,
  tData: MessageLookup['tData'],
  conditionNames: Readonly<Record<string, string>>,
  list: (items: readonly string[]) => string,
): string | undefined {
  if (expected === '') return undefined;
  const last = field.split('.').at(-1) ?? field;
  // A creature named by its ID (whose turn, a turn in the history): the IDs mean nothing to a reader.
  if (expected.startsWith('a creature') || last === 'currentId' || last === 'creatureId')
    return tData('tracker.field.expected.creature');
  if (expected.startsWith('a group')) return tData('tracker.field.expected.group');
  const options = expected.split(', ');
  const words = options.map((option) => {
    if (conditionNames[option] !== undefined) return conditionNames[option];
    const key = optionKey(field, option);
    return key === undefined ? option : tData(key);
  });
  return list(words);
}
