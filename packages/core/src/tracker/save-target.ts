import type { RollModeChoice } from '../rules/roll-mode.ts';
import type { SaveTarget } from '../rules/save-half-input.ts';
import { rollerStanding } from './condition-standing.ts';
import { effectDiceFor } from './effects.ts';
import type { TrackerCreature } from './tracker-types.ts';

/**
 * A tracker creature as the core's save-for-half sees one target: its save bonus for the ability
 * (+0 when the table gave none), the other sources' mode, its defences, its conditions as they
 * count, its Exhaustion and its effects' dice on saving throws (Bless +1d4). No cover: the tracker
 * has none for saves.
 */
export function saveTargetOf(
  creature: TrackerCreature,
  mode: RollModeChoice,
  ability?: keyof TrackerCreature['saves'],
): SaveTarget {
  const dice = effectDiceFor(creature, 'save');
  return {
    saveBonus: ability === undefined ? 0 : (creature.saves[ability] ?? 0),
    mode,
    cover: 'none',
    resist: creature.resist,
    vulnerable: creature.vulnerable,
    immune: creature.immune,
    ...rollerStanding(creature),
    ...(dice.length > 0 ? { bonusDice: dice } : {}),
  };
}
