import type { RollModeChoice } from '../rules/roll-mode.ts';
import type { SaveTarget } from '../rules/save-half-input.ts';
import { rollerStanding } from './condition-standing.ts';
import { effectDiceFor } from './effects.ts';
import type { TrackerCreature } from './tracker-types.ts';

/** A tracker creature as save-for-half's target (no cover: the tracker has none for saves). */
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
