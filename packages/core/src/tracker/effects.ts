import { RuleInputError } from '../errors.ts';
import { type BonusDie, formatBonusDice, parseBonusDice } from '../rules/bonus-dice.ts';
import { DEFAULT_RULESET } from '../rulesets/index.ts';
import type { Ruleset } from '../rulesets/types.ts';
import { requireDistinct, requireInteger, requireOption, unknownOption } from '../validate.ts';
import { requireConcentrator } from './concentration-effects.ts';
import { type ConditionDuration, conditionExpiry } from './conditions.ts';
import { creatureById, requireCreatureIds, requireName } from './tracker-creatures.ts';
import { TRACKER_LIMITS } from './tracker-limits.ts';
import type { TrackerEffect, TrackerEffectRoll, TrackerState } from './tracker-types.ts';

/** The rolls a custom effect's dice can apply to (a creature's own D20 Tests). */
export const TRACKER_EFFECT_ROLLS = [
  'attack',
  'save',
  'check',
] as const satisfies readonly TrackerEffectRoll[];

/** A custom effect as the table types it: a name, signed dice and the rolls they change. */
export interface EffectInput {
  name: string;
  /** `+1d4`, `-1d4`, `+1d4-1d6`: the core's bonus dice (BONUS_DICE_LIMITS). */
  dice: string;
  rolls: readonly TrackerEffectRoll[];
  /** The creature concentrating on it (Bless: its caster): the effect ends when its Concentration does. */
  concentrationOf?: string;
}

/** Signed dice as the core reads them (`+1d4`), or a localized input error naming the field. */
export function requireBonusDice(field: string, text: unknown): BonusDie[] {
  const dice = typeof text === 'string' ? parseBonusDice(text) : undefined;
  if (dice === undefined || dice.length === 0) {
    throw unknownOption(field, String(text), '+1d4, -1d4, +1d4-1d6');
  }
  return dice;
}

/** The rolls an effect changes: at least one, each once. */
export function requireEffectRolls(value: unknown): TrackerEffectRoll[] {
  if (!Array.isArray(value) || value.length === 0)
    throw new RuleInputError('rules.input.missing', { field: 'rolls' });
  const rolls = value.map((one) => requireOption('rolls', one, TRACKER_EFFECT_ROLLS));
  requireDistinct('rolls', rolls);
  return rolls;
}

/** Gives the named creatures a custom effect with dice, as Bless (+1d4) or Bane (−1d4) (rule D20Tests). */
export function addEffect(
  state: TrackerState,
  creatureIds: readonly string[],
  input: EffectInput,
  duration: ConditionDuration,
  ruleset: Ruleset = DEFAULT_RULESET,
): TrackerState {
  requireCreatureIds(creatureIds);
  const name = requireName(input.name);
  const dice = formatBonusDice(requireBonusDice('dice', input.dice));
  const rolls = requireEffectRolls(input.rolls);
  const expires = conditionExpiry(state, duration);
  // A dead creature or one whose condition breaks Concentration cannot concentrate on it.
  const { caster, tied } = requireConcentrator(state, input.concentrationOf, ruleset);
  const chosen = new Set(creatureIds.map((id) => creatureById(state, id).id));
  let serial = state.serial;
  const creatures = state.creatures.map((creature) => {
    if (!chosen.has(creature.id)) return creature;
    const effects = creature.effects ?? [];
    requireInteger(
      'conditions',
      creature.conditions.length + effects.length + 1,
      1,
      TRACKER_LIMITS.conditionsPerCreature,
    );
    const effect: TrackerEffect = { id: `k${serial}`, name, dice, rolls, expires, ...tied };
    serial += 1;
    return { ...creature, effects: [...effects, effect] };
  });
  const concentrating = creatures.map((creature) =>
    creature.id === caster?.id ? { ...creature, concentrating: true } : creature,
  );
  return { ...state, creatures: concentrating, serial };
}

export function removeEffect(state: TrackerState, creatureId: string, effectId: string): TrackerState {
  const creature = creatureById(state, creatureId);
  const effects = (creature.effects ?? []).filter((one) => one.id !== effectId);
  return {
    ...state,
    creatures: state.creatures.map((one) => (one === creature ? { ...creature, effects } : one)),
  };
}

export {
  type BonusDiceRoll,
  bonusDiceRange,
  effectDiceFor,
  effectDiceRoll,
  rollBonusDice,
} from './effect-dice.ts';

/** A custom effect kept for other fights (5ET-502): its name, dice and rolls, no targets, no duration. */
export interface SavedEffect {
  readonly name: string;
  readonly dice: string;
  readonly rolls: readonly TrackerEffectRoll[];
}

/** A custom effect to keep, checked as addEffect checks it (name, signed dice, the rolls it changes). */
export function requireSavedEffect(input: { name: unknown; dice: unknown; rolls: unknown }): SavedEffect {
  return {
    name: requireName(input.name),
    dice: formatBonusDice(requireBonusDice('dice', input.dice)),
    rolls: requireEffectRolls(input.rolls),
  };
}
