import type { RandomSource } from '@polyhedral/dice';
import { rollConditions } from '../conditions/roll-conditions.ts';
import type { DamageType } from '../rules/damage-limits.ts';
import { ROLL_MODE_CHOICES, type RollModeChoice } from '../rules/roll-mode.ts';
import type { SaveTarget } from '../rules/save-half-input.ts';
import { resolveSaveHalfTargets, SAVE_HALF_LIMITS, type TargetReceipt } from '../rules/save-half-targets.ts';
import { DEFAULT_RULESET } from '../rulesets/index.ts';
import type { Ruleset } from '../rulesets/types.ts';
import type { Ability } from '../tables/shared-labels.ts';
import { requireDistinct, requireInteger, requireOption } from '../validate.ts';
import { endTiedEffects } from './concentration-effects.ts';
import { type EffectDamageRoll, rollEffectDamage, typedEffectDamage } from './effect-damage.ts';
import { type BonusDiceRoll, effectDiceFor, effectDiceRoll } from './effects.ts';
import { type HitPointReceipt, landDamage } from './hit-points.ts';
import { inAction, type LeftOut } from './out-of-action.ts';
import { saveTargetOf } from './save-target.ts';
import { creatureById } from './tracker-creatures.ts';
import { trackerD20 } from './tracker-d20.ts';
import { TRACKER_LIMITS } from './tracker-limits.ts';
import type { TrackerState } from './tracker-types.ts';

/** A save-for-half effect against named creatures, each save typed in or rolled. */
export interface SaveForHalfEffect {
  /** The damage as dice notation (`8d6`) or a whole number. */
  damage: string;
  type: DamageType;
  /** The damage the table rolled (else the dice are rolled here, once for everyone). */
  rolled?: number;
  dc: number;
  ability: Ability;
  ids: readonly string[];
  /** The d20 each creature kept, by creature ID (a creature without one has its d20 rolled). */
  d20s?: Readonly<Record<string, number>>;
  /** The signed total of a creature's effect dice as the table rolled them, by ID (else rolled here). */
  diceTotals?: Readonly<Record<string, number>>;
  /** Advantage or Disadvantage from other sources than its conditions, by creature ID. */
  modes?: Readonly<Record<string, RollModeChoice>>;
}

export interface SaveForHalfReceipt {
  /** The damage rolled once for all the targets. */
  rolled: number;
  /** The dice as rolled (`8d6: 3 5 1 ...`), or the table's number. */
  detail: string;
  /** The damage roll step by step (each group's faces and sum, the working, a total below 0 floored). */
  roll: EffectDamageRoll;
  targets: ReadonlyArray<{
    creatureId: string;
    /** The save bonus used (+0 when the table gave none for that ability). */
    bonus: number;
    /** What its conditions add to the save (Exhaustion: −2 per level), part of the total. */
    modifier: number;
    /** The dice its effects add to saving throws (Bless's +1d4), as rolled here, when it has any. */
    bonusDice?: BonusDiceRoll;
    /** Whether the d20 was typed in (else rolled). */
    typed: boolean;
    save: TargetReceipt;
    hitPoints: HitPointReceipt;
  }>;
  /** The named creatures out of the action (dead, defeated): no save rolled, no damage, not counted. */
  leftOut: readonly LeftOut[];
}

/**
 * Save for half against several creatures in one step (rules text DamageagainstMultipleTargets);
 * a creature out of the action (dead, defeated: outOfAction) rolls no save and is left out.
 */
export function saveForHalfOnCreatures(
  state: TrackerState,
  effect: SaveForHalfEffect,
  random: RandomSource,
  ruleset: Ruleset = DEFAULT_RULESET,
): { state: TrackerState; receipt: SaveForHalfReceipt } {
  requireDistinct('creatures', [...effect.ids]);
  requireInteger('creatures', effect.ids.length, 1, TRACKER_LIMITS.creatures);
  const { living, leftOut } = inAction(state, effect.ids);
  const creatures = living.map((id) => creatureById(state, id));
  const roll =
    effect.rolled === undefined ? rollEffectDamage(effect.damage, random) : typedEffectDamage(effect.rolled);
  const rolled = roll.dealt;
  const detail = roll.dice.map((g) => `${g.notation}: ${g.values.join(' ')}`).join('; ') || roll.expression;
  const bonuses = creatures.map((creature) => creature.saves[effect.ability] ?? 0);
  // Each creature's save as its conditions, Exhaustion and the other sources make it (rollConditions).
  // (The same target the group's odds see, saveTargetOf; its effect dice are rolled below and added.)
  const targets = creatures.map((creature) => {
    const mode = requireOption('mode', effect.modes?.[creature.id] ?? 'normal', ROLL_MODE_CHOICES);
    const { bonusDice: _rolledBelow, ...target } = saveTargetOf(creature, mode, effect.ability);
    return { ...target, conditions: target.conditions ?? [], exhaustion: target.exhaustion ?? 0 };
  });
  const judged = targets.map((target) =>
    rollConditions(
      {
        roll: 'save',
        ability: effect.ability,
        roller: { conditions: target.conditions, exhaustion: target.exhaustion },
        advantage: target.mode === 'advantage' ? 1 : 0,
        disadvantage: target.mode === 'disadvantage' ? 1 : 0,
      },
      ruleset,
    ),
  );
  const rolls = creatures.map((one, index) => trackerD20(judged[index]!.mode, effect.d20s?.[one.id], random));
  const d20 = rolls.map((one) => one.kept);
  // Custom effects' dice on saving throws (Bless +1d4, Bane −1d4), typed or rolled once per target, added.
  const dice = creatures.map((creature) =>
    effectDiceRoll(effectDiceFor(creature, 'save'), effect.diceTotals?.[creature.id], random),
  );
  const resolved = resolveInBatches(effect, targets, dice, rolled, d20, ruleset);
  let serial = state.serial;
  const byId = new Map(state.creatures.map((one) => [one.id, one]));
  const results = creatures.map((creature, index) => {
    // The receipt shows both d20s of a save rolled with Advantage or Disadvantage.
    const save = { ...resolved[index]!, d20: [...rolls[index]!.faces] };
    const rolled = {
      ...(dice[index] ? { bonusDice: dice[index] } : {}),
      creatureId: creature.id,
      bonus: bonuses[index]!,
      modifier: judged[index]!.modifier,
      typed: rolls[index]!.typed,
      save,
    };
    // The save's receipt already applied halving and the creature's defenses: the amount lands as is.
    const landed = landDamage(
      creature,
      { parts: [{ amount: save.taken, type: effect.type }] },
      `k${serial}`,
      ruleset,
    );
    serial += 1;
    byId.set(creature.id, landed.creature);
    const hitPoints: HitPointReceipt = {
      creatureId: creature.id,
      kind: 'damage',
      result: landed.result,
      ...(landed.owed ? { owed: landed.owed } : {}),
    };
    return { ...rolled, hitPoints };
  });
  return {
    state: endTiedEffects({
      ...state,
      serial,
      creatures: state.creatures.map((one) => byId.get(one.id) ?? one),
    }),
    receipt: { rolled, detail, roll, targets: results, leftOut },
  };
}

/** The core's resolver takes SAVE_HALF_LIMITS.maxTargets targets at a time: the tracker's go in batches. */
function resolveInBatches(
  effect: SaveForHalfEffect,
  targets: readonly SaveTarget[],
  dice: readonly (BonusDiceRoll | undefined)[],
  rolled: number,
  d20: readonly number[],
  ruleset: Ruleset,
): TargetReceipt[] {
  const resolved: TargetReceipt[] = [];
  for (let from = 0; from < targets.length; from += SAVE_HALF_LIMITS.maxTargets) {
    const to = from + SAVE_HALF_LIMITS.maxTargets;
    const batch = resolveSaveHalfTargets(
      {
        damage: [{ amount: effect.damage, type: effect.type }],
        dc: effect.dc,
        ability: effect.ability,
        targets: targets.slice(from, to).map((target, index) => ({
          ...target,
          saveBonus: target.saveBonus + (dice[from + index]?.total ?? 0),
        })),
      },
      { damage: [rolled], d20: d20.slice(from, to) },
      ruleset,
    );
    resolved.push(...batch.targets);
  }
  return resolved;
}
