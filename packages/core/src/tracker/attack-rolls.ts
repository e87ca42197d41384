import { cryptoRandom, type RandomSource, rollDice } from '@polyhedral/dice';
import type { AttackKind, ConditionCause, Judgement } from '../conditions/condition-types.ts';
import {
  type ConditionedD20Test,
  d20Fields,
  d20TestWithConditions,
} from '../conditions/d20-with-conditions.ts';
import { type RollConditionsInput, rollConditions } from '../conditions/roll-conditions.ts';
import { criticalDamageExpression } from '../rules/critical-damage.ts';
import { D20_LIMITS } from '../rules/d20-limits.ts';
import { resolveD20Roll } from '../rules/d20-test.ts';
import type { DamageType } from '../rules/damage-limits.ts';
import { DAMAGE_LIMITS } from '../rules/damage-limits.ts';
import { DEFAULT_RULESET } from '../rulesets/index.ts';
import type { Ruleset } from '../rulesets/types.ts';
import { requireIn, requireInteger, requireOption } from '../validate.ts';
import { countedConditions, rollerStanding } from './condition-standing.ts';
import { type BonusDiceRoll, effectDiceFor, effectDiceRoll } from './effects.ts';
import { damageCreatures, type HitPointReceipt } from './hit-points.ts';
import { inAction, type LeftOut, outOfAction, refusedWhenOut } from './out-of-action.ts';
import { creatureById, requireCreatureIds } from './tracker-creatures.ts';
import { type TrackerD20, trackerD20 } from './tracker-d20.ts';
import type { TrackerCreature, TrackerState } from './tracker-types.ts';

/** The cover a target of an attack in the tracker can have. */
export const ATTACK_COVER = ['none', 'half', 'three-quarters'] as const;
export type AttackCover = (typeof ATTACK_COVER)[number];

/** One damage part of an attack: dice notation (`1d8+3`) and its type. */
export interface AttackDamagePart {
  readonly dice: string;
  readonly type: DamageType;
}

/** An attack the table makes in the tracker: who attacks whom, with what, and what it rolled. */
export interface TrackerAttack {
  readonly attackerId: string;
  /** One attack roll against each, in this order. */
  readonly targetIds: readonly string[];
  readonly bonus: number;
  readonly damage: readonly AttackDamagePart[];
  /** The attacker is within 5 feet of the targets (Prone, Unconscious, Paralyzed...); absent: not known. */
  readonly within5Feet?: boolean;
  /** Melee or ranged (absent: not said): the Playtest's Prone and close combat (close-combat.ts) read it. */
  readonly attackType?: AttackKind;
  /** What the table says holds (an enemy within 5 feet of a ranged attacker...); absent: not applied. */
  readonly judged?: readonly Judgement[];
  /** The targets' cover (rules text Cover: Half +2 AC, Three-Quarters +5); Total Cover cannot be targeted. */
  readonly cover?: AttackCover;
  /** Other sources of Advantage and Disadvantage (a spell, Help...). */
  readonly advantage?: number;
  readonly disadvantage?: number;
  /** The kept d20 the table rolled against each target, by target ID (else rolled here). */
  readonly d20s?: Readonly<Record<string, number>>;
  /** The signed total of the attacker's effect dice (Bless's d4) against each target (else rolled). */
  readonly diceTotals?: Readonly<Record<string, number>>;
  /** The damage the table rolled against each target, one number per part (else rolled here). */
  readonly damageRolled?: Readonly<Record<string, readonly number[]>>;
}

/** One part's damage as rolled (its dice doubled on a Critical Hit) or typed. */
export interface AttackDamageRoll {
  readonly type: DamageType;
  /** The expression rolled (`2d8+3` on a Critical Hit with 1d8+3). */
  readonly expression: string;
  readonly faces: readonly number[];
  readonly amount: number;
  readonly typed: boolean;
}

export interface AttackTargetReceipt {
  readonly targetId: string;
  readonly d20: TrackerD20;
  readonly bonus: number;
  /** What the attacker's conditions add (Exhaustion −2 per level). */
  readonly modifier: number;
  readonly dice?: BonusDiceRoll;
  readonly total: number;
  /** The AC the roll had to reach: the target's, its cover's bonus added. */
  readonly ac: number;
  readonly cover?: AttackCover;
  readonly hit: boolean;
  readonly critical: boolean;
  /** A natural 1 or 20 decided it. */
  readonly natural: boolean;
  readonly mode: 'normal' | 'advantage' | 'disadvantage';
  readonly causes: readonly ConditionCause[];
  readonly damage: readonly AttackDamageRoll[];
  /** What landed on the target's hit points (its defenses, 0 HP, death saves), on a hit. */
  readonly hitPoints?: HitPointReceipt;
}

/** An attack in the tracker: the attacker could not act (no roll at all), or a roll per target. */
export type AttackReceipt =
  | {
      readonly kind: 'cannot-act';
      readonly attackerId: string;
      readonly cannotAct: ConditionCause;
      readonly causes: readonly ConditionCause[];
    }
  | {
      readonly kind: 'rolled';
      readonly attackerId: string;
      readonly targets: readonly AttackTargetReceipt[];
      /** Targets out of the action (dead, defeated): no roll against them (outOfAction). */
      readonly leftOut: readonly LeftOut[];
    };

/** The attack's cover as the D20 Test reads it (checked against the tracker's choices), or nothing. */
function coverOf(attack: Pick<TrackerAttack, 'cover'>): { cover?: AttackCover } {
  if (attack.cover === undefined || attack.cover === 'none') return {};
  return { cover: requireOption('cover', attack.cover, ATTACK_COVER) };
}

function attackRollInput(
  attacker: TrackerCreature,
  target: TrackerCreature,
  attack: Omit<TrackerAttack, 'targetIds' | 'damage' | 'attackerId' | 'bonus'>,
): RollConditionsInput {
  return {
    roll: 'attack',
    roller: rollerStanding(attacker),
    target: { conditions: countedConditions(target) },
    ...(attack.within5Feet === undefined ? {} : { within5Feet: attack.within5Feet }),
    ...(attack.attackType === undefined ? {} : { attackType: attack.attackType }),
    judged: attack.judged ?? [],
    advantage: attack.advantage ?? 0,
    disadvantage: attack.disadvantage ?? 0,
    bonusDice: effectDiceFor(attacker, 'attack'),
  };
}

/**
 * The exact odds of one attack roll against one target before it is rolled, through the attack
 * calculator's function (d20TestWithConditions), read as attackCreatures rolls it.
 * `conditions.cannotAct` set: no roll can be made.
 */
export function attackOddsFor(
  state: TrackerState,
  attack: Omit<TrackerAttack, 'targetIds' | 'damage'>,
  targetId: string,
  ruleset: Ruleset = DEFAULT_RULESET,
): ConditionedD20Test {
  const attacker = creatureById(state, attack.attackerId);
  const target = creatureById(state, targetId);
  const bonus = requireIn('bonus', attack.bonus, D20_LIMITS.bonus);
  return refusedWhenOut(
    d20TestWithConditions(
      { kind: 'attack', bonus, target: target.ac, ...coverOf(attack) },
      attackRollInput(attacker, target, attack),
      ruleset,
    ),
    attacker,
  );
}

/** One damage part rolled (its dice twice on a Critical Hit, CriticalHits), or as the table typed it. */
function rollPart(
  part: AttackDamagePart,
  critical: boolean,
  typed: number | undefined,
  random: RandomSource,
  ruleset: Ruleset,
): AttackDamageRoll {
  if (typed !== undefined) {
    const amount = requireInteger('damageRolled', typed, 0, DAMAGE_LIMITS.maxAmount);
    return { type: part.type, expression: part.dice, faces: [], amount, typed: true };
  }
  const node = critical ? criticalDamageExpression(part.dice, ruleset) : part.dice;
  const roll = rollDice(node, random);
  return {
    type: part.type,
    expression: roll.expression,
    faces: roll.rolls.flatMap((group) => group.dice.filter((die) => die.kept).map((die) => die.value)),
    amount: Math.min(Math.max(0, roll.total), DAMAGE_LIMITS.maxAmount),
    typed: false,
  };
}

/**
 * One attack roll or ability check: the reason it cannot be made (no roll at all), or its d20 and
 * effect dice (typed, else rolled) settled by resolveD20Roll, with every term of its receipt.
 */
export function rollD20Test(
  input: RollConditionsInput,
  test: { kind: 'attack' | 'check'; bonus: number; target: number; cover?: AttackCover },
  given: { d20?: number | undefined; diceTotal?: number | undefined },
  random: RandomSource,
  ruleset: Ruleset,
) {
  const conditions = rollConditions(input, ruleset);
  if (conditions.cannotAct) return { cannotAct: conditions.cannotAct, causes: conditions.causes };
  const d20 = trackerD20(conditions.mode, given.d20, random);
  const dice = effectDiceRoll(input.bonusDice ?? [], given.diceTotal, random);
  const outcome = resolveD20Roll({ ...test, ...d20Fields(conditions) }, d20.kept, ruleset, dice?.total);
  // Neither has cover that could make its target unreachable.
  if (!outcome) throw new Error('an attack roll or a check against a DC always has a target');
  const { modifier, mode, causes } = conditions;
  return {
    outcome,
    terms: {
      d20,
      bonus: test.bonus,
      modifier,
      ...(dice ? { dice } : {}),
      total: outcome.total,
      mode,
      causes,
    },
  };
}

/**
 * Attack rolls in the tracker (rules text AttackRolls, D20Tests, CriticalHits): one roll per target
 * through rollConditions ("cannot act": no roll at all); a hit's parts land through damageCreatures.
 */
export function attackCreatures(
  state: TrackerState,
  attack: TrackerAttack,
  random: RandomSource = cryptoRandom,
  ruleset: Ruleset = DEFAULT_RULESET,
): { state: TrackerState; receipt: AttackReceipt } {
  const attacker = creatureById(state, attack.attackerId);
  requireCreatureIds(attack.targetIds);
  const bonus = requireIn('bonus', attack.bonus, D20_LIMITS.bonus);
  requireInteger('damage', attack.damage.length, 1, 8);
  const out = outOfAction(attacker);
  if (out)
    return { state, receipt: { kind: 'cannot-act', attackerId: attacker.id, cannotAct: out, causes: [out] } };
  const { living, leftOut } = inAction(state, attack.targetIds);
  let next = state;
  const targets: AttackTargetReceipt[] = [];
  for (const targetId of living) {
    const target = creatureById(next, targetId);
    const rolled = rollD20Test(
      attackRollInput(attacker, target, attack),
      { kind: 'attack', bonus, target: target.ac, ...coverOf(attack) },
      { d20: attack.d20s?.[targetId], diceTotal: attack.diceTotals?.[targetId] },
      random,
      ruleset,
    );
    if (rolled.cannotAct)
      return { state, receipt: { kind: 'cannot-act', attackerId: attacker.id, ...rolled } };
    const { outcome, terms } = rolled;
    const typed = attack.damageRolled?.[targetId];
    if (typed) requireInteger('damageRolled', typed.length, attack.damage.length, attack.damage.length);
    const damage = outcome.success
      ? attack.damage.map((part, index) => rollPart(part, outcome.critical, typed?.[index], random, ruleset))
      : [];
    let hitPoints: HitPointReceipt | undefined;
    if (outcome.success) {
      const landed = damageCreatures(
        next,
        [targetId],
        {
          parts: damage.map((part) => ({ amount: part.amount, type: part.type })),
          critical: outcome.critical,
        },
        ruleset,
      );
      next = landed.state;
      hitPoints = landed.receipts[0];
    }
    targets.push({
      targetId,
      ...terms,
      ac: outcome.target,
      ...(attack.cover && attack.cover !== 'none' ? { cover: attack.cover } : {}),
      hit: outcome.success,
      critical: outcome.critical,
      natural: outcome.natural,
      damage,
      ...(hitPoints ? { hitPoints } : {}),
    });
  }
  return { state: next, receipt: { kind: 'rolled', attackerId: attacker.id, targets, leftOut } };
}
