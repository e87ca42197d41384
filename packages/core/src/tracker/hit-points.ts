import { cryptoRandom } from '@polyhedral/dice';
import { rollConditions } from '../conditions/roll-conditions.ts';
import { applyDamage, type DamageInput, type DamageResult } from '../rules/damage-application.ts';
import { DAMAGE_LIMITS } from '../rules/damage-limits.ts';
import type { DamagePart } from '../rules/damage-part.ts';
import { applyHealing, gainTemporaryHitPoints, type HealingResult } from '../rules/hit-points.ts';
import { DEFAULT_RULESET } from '../rulesets/index.ts';
import type { Ruleset } from '../rulesets/types.ts';
import { requireInteger } from '../validate.ts';
import { concentrationCheckFor, type TrackerSaveArguments, type TrackerSaveTotal } from './concentration.ts';
import { endTiedEffects } from './concentration-effects.ts';
import { countedConditions, rollerStanding } from './condition-standing.ts';
import { effectDiceFor, effectDiceRoll } from './effects.ts';
import { creatureById } from './tracker-creatures.ts';
import { trackerD20 } from './tracker-d20.ts';
import type { ConcentrationCheck, TrackerCondition, TrackerCreature, TrackerState } from './tracker-types.ts';

/** What one creature's hit points came to, with the core's receipt. */
export type HitPointReceipt =
  | {
      readonly creatureId: string;
      readonly kind: 'damage';
      readonly result: DamageResult;
      /** The Concentration save this damage made the creature owe (CONCENTRATION_SAVE), if any. */
      readonly owed?: ConcentrationCheck;
    }
  | { readonly creatureId: string; readonly kind: 'heal'; readonly result: HealingResult }
  | { readonly creatureId: string; readonly kind: 'temp'; readonly temp: number }
  | { readonly creatureId: string; readonly kind: 'skipped-dead' };

const UNCONSCIOUS_AT_ZERO = (id: string): TrackerCondition => ({
  id,
  condition: 'UnconsciousCondition',
  expires: { kind: 'until-removed' },
  fromZeroHp: true,
});

/**
 * One creature after damage (applyDamage, rules text OrderofApplication): 0 HP leaves it Unconscious
 * (FallingUnconscious); Concentration ends or is tested.
 */
export function landDamage(
  creature: TrackerCreature,
  input: DamageInput,
  conditionId: string,
  ruleset: Ruleset,
): { creature: TrackerCreature; result: DamageResult; owed?: ConcentrationCheck } {
  const result = applyDamage(
    {
      hp: creature.hp,
      maxHp: creature.maxHp,
      temp: creature.temp,
      deathSaveFailures: creature.deathSaves.failures,
      stable: creature.stable,
      creature: creature.kind,
    },
    input,
    ruleset,
  );
  const down = result.dead || result.unconscious;
  const hasUnconscious = creature.conditions.some((c) => c.condition === 'UnconsciousCondition');
  const conditions =
    result.unconscious && !result.dead && !hasUnconscious
      ? [...creature.conditions, UNCONSCIOUS_AT_ZERO(conditionId)]
      : creature.conditions;
  const check =
    !down && creature.concentrating && result.taken > 0
      ? concentrationCheckFor(creature, result.taken, ruleset)
      : null;
  return {
    result,
    ...(check ? { owed: check } : {}),
    creature: {
      ...creature,
      hp: result.hp,
      temp: result.temp,
      dead: result.dead,
      stable: result.stable,
      deathSaves: {
        successes: result.stable ? 0 : creature.deathSaves.successes,
        failures: result.stable ? 0 : result.deathSaveFailures,
      },
      conditions,
      concentrating: down ? false : creature.concentrating,
      concentrationChecks: down
        ? []
        : check
          ? [...creature.concentrationChecks, check]
          : creature.concentrationChecks,
    },
  };
}

/** Runs `each` over the named creatures (a dead one is skipped), collecting receipts. */
function forEach(
  state: TrackerState,
  ids: readonly string[],
  each: (
    creature: TrackerCreature,
    serial: number,
  ) => { creature: TrackerCreature; receipt: HitPointReceipt },
): { state: TrackerState; receipts: HitPointReceipt[] } {
  const chosen = new Set(ids.map((id) => creatureById(state, id).id));
  requireInteger('creatures', chosen.size, 1, state.creatures.length);
  let serial = state.serial;
  const receipts: HitPointReceipt[] = [];
  const creatures = state.creatures.map((one) => {
    if (!chosen.has(one.id)) return one;
    if (one.dead) {
      receipts.push({ creatureId: one.id, kind: 'skipped-dead' });
      return one;
    }
    const done = each(one, serial);
    serial += 1;
    receipts.push(done.receipt);
    return done.creature;
  });
  return { state: endTiedEffects({ ...state, creatures, serial }), receipts };
}

/** The same hit against each named creature, each with its own defenses (`reduction`: Intoxicated's d6). */
export function damageCreatures(
  state: TrackerState,
  ids: readonly string[],
  hit: { parts: readonly DamagePart<number>[]; critical?: boolean; reduction?: number },
  ruleset: Ruleset = DEFAULT_RULESET,
): { state: TrackerState; receipts: HitPointReceipt[] } {
  return forEach(state, ids, (creature, serial) => {
    const landed = landDamage(
      creature,
      {
        parts: hit.parts,
        critical: hit.critical ?? false,
        resist: creature.resist,
        vulnerable: creature.vulnerable,
        immune: creature.immune,
        // Its conditions, through the one damage-defenses path (Petrified: Resistance to all damage).
        conditions: countedConditions(creature),
        ...(hit.reduction === undefined ? {} : { reduction: hit.reduction }),
      },
      `k${serial}`,
      ruleset,
    );
    return {
      creature: landed.creature,
      receipt: {
        creatureId: creature.id,
        kind: 'damage',
        result: landed.result,
        ...(landed.owed ? { owed: landed.owed } : {}),
      },
    };
  });
}

/**
 * Healing for each named creature; hit points regained reset death saves and end the 0 HP
 * Unconscious (rules text DeathSavingThrows, StabilizingaCharacter).
 */
export function healCreatures(
  state: TrackerState,
  ids: readonly string[],
  amount: number,
  ruleset: Ruleset = DEFAULT_RULESET,
): { state: TrackerState; receipts: HitPointReceipt[] } {
  return forEach(state, ids, (creature) => {
    const result = applyHealing({ hp: creature.hp, maxHp: creature.maxHp }, amount, ruleset);
    const awake = result.hp > 0;
    return {
      creature: {
        ...creature,
        hp: result.hp,
        stable: awake ? false : creature.stable,
        deathSaves: awake ? { successes: 0, failures: 0 } : creature.deathSaves,
        conditions: awake ? creature.conditions.filter((c) => !c.fromZeroHp) : creature.conditions,
      },
      receipt: { creatureId: creature.id, kind: 'heal', result },
    };
  });
}

/** Temporary hit points for each named creature: they don't stack, the higher is kept (TemporaryHitPointsDontStack). */
export function giveTemporaryHitPoints(
  state: TrackerState,
  ids: readonly string[],
  amount: number,
  ruleset: Ruleset = DEFAULT_RULESET,
): { state: TrackerState; receipts: HitPointReceipt[] } {
  requireInteger('amount', amount, 0, DAMAGE_LIMITS.maxHitPoints);
  return forEach(state, ids, (creature) => {
    const { temp } = gainTemporaryHitPoints(creature.temp, amount, 'higher', ruleset);
    return { creature: { ...creature, temp }, receipt: { creatureId: creature.id, kind: 'temp', temp } };
  });
}

export type DeathSaveResult = 'success' | 'failure' | 'stable' | 'dead' | 'revived';

/** One Death Saving Throw as settled: every term of its total (d20 + modifier + dice) and why. */
export type DeathSaveReceipt = TrackerSaveTotal;

/**
 * One Death Saving Throw of a character at 0 HP (rules text DeathSavingThrows, the ruleset's
 * `dying` numbers). A saving throw, so a D20 Test through rollConditions (roll `death-save`):
 * Exhaustion (an 11 at Exhaustion 2 is a 7, a failure) and effect dice count. A 1 counts as two
 * failures, a 20 regains 1 Hit Point; three successes: Stable, three failures: dead.
 */
export function rollDeathSave(
  ...[state, creatureId, roll, ruleset = DEFAULT_RULESET, random = cryptoRandom]: TrackerSaveArguments
): {
  state: TrackerState;
  result: DeathSaveResult | null;
  save?: DeathSaveReceipt;
  /** The failures this save counted (2 on a 1 on the d20: natural1Failures), on a failure. */
  failures?: number;
} {
  const given = typeof roll === 'number' ? { d20: roll } : roll;
  if (given.d20 !== undefined) requireInteger('d20', given.d20, 1, 20);
  const creature = creatureById(state, creatureId);
  const rule = ruleset.dying;
  if (
    rule.kind !== 'death-saving-throw' ||
    creature.kind !== 'character' ||
    creature.hp !== 0 ||
    creature.dead ||
    creature.stable
  ) {
    return { state, result: null };
  }
  const bonusDice = effectDiceFor(creature, 'save');
  const conditions = rollConditions(
    {
      roll: 'death-save',
      roller: rollerStanding(creature),
      bonusDice,
    },
    ruleset,
  );
  const d20 = trackerD20(conditions.mode, given.d20, random);
  const dice = effectDiceRoll(bonusDice, given.diceTotal, random);
  const face = d20.kept;
  const total = face + conditions.modifier + (dice?.total ?? 0);
  const save: DeathSaveReceipt = {
    d20,
    modifier: conditions.modifier,
    ...(dice ? { dice } : {}),
    total,
    dc: rule.dc,
    mode: conditions.mode,
    causes: conditions.causes,
  };
  const replace = (next: TrackerCreature, result: DeathSaveResult, failures?: number) => ({
    state: endTiedEffects({
      ...state,
      creatures: state.creatures.map((one) => (one === creature ? next : one)),
    }),
    result,
    save,
    ...(failures === undefined ? {} : { failures }),
  });
  const reset = { successes: 0, failures: 0 };
  if (face === 20 && rule.natural20Revives) {
    return replace(
      { ...creature, hp: 1, deathSaves: reset, conditions: creature.conditions.filter((c) => !c.fromZeroHp) },
      'revived',
    );
  }
  const { successes, failures } = creature.deathSaves;
  if (face !== 1 && !conditions.autoFail && total >= rule.dc) {
    if (successes + 1 >= rule.successesToStabilize)
      return replace({ ...creature, stable: true, deathSaves: reset }, 'stable');
    return replace({ ...creature, deathSaves: { successes: successes + 1, failures } }, 'success');
  }
  const added = face === 1 ? rule.natural1Failures : 1;
  if (failures + added >= rule.failuresToDie) {
    return replace(
      {
        ...creature,
        dead: true,
        deathSaves: { successes, failures: rule.failuresToDie },
        concentrating: false,
        concentrationChecks: [],
      },
      'dead',
      added,
    );
  }
  return replace({ ...creature, deathSaves: { successes, failures: failures + added } }, 'failure', added);
}
