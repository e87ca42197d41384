import { conditionEffect, conditionRule } from './condition-rule-builders.ts';
import { B, C, F, INV, PA, PR, R, S, U } from './condition-short-ids.ts';
import type {
  ConditionEffect,
  ConditionRule,
  ConditionRules,
  ConditionTermId,
  EffectKind,
  JudgementRule,
  PlaytestComparison,
} from './condition-types.ts';
import { playtestSource } from './effect-source.ts';
import {
  ATTACK_DISADVANTAGE,
  ATTACKS_AGAINST_ADVANTAGE,
  DEX_SAVE_DISADVANTAGE,
  SPEED_ZERO,
  STR_DEX_SAVE_FAIL,
} from './shared-effect-kinds.ts';

/**
 * The Playtest's conditions (seed 004 "Conditions", lines 1277-1432; content/playtest/Conditions.md,
 * headings `Playtest<Name>`) as data. Exhaustion, Grappled, Incapacitated, Petrified and Poisoned
 * are not among them (`absent`); Ethereal and Intoxicated are the Playtest's own (`playtest-only`).
 * An effect that is the SRD 5.2 one has the same ID.
 */

const effect = (
  condition: ConditionTermId,
  name: string,
  lines: string,
  kind: EffectKind,
  judgement?: JudgementRule,
): ConditionEffect =>
  conditionEffect(
    condition,
    name,
    kind,
    playtestSource(`Playtest${condition.replace('Condition', '')}`, lines),
    judgement,
  );

const rule = conditionRule;
const absent = (condition: ConditionTermId): ConditionRule => ({
  status: 'absent',
  condition,
  ruleset: 'playtest',
});

export const PLAYTEST_CONDITIONS: Readonly<Record<ConditionTermId, ConditionRule>> = {
  // "The creature cannot see. The creature moves at half speed. Attacks against the creature have
  // advantage, and the creature's attacks have disadvantage." (no automatic failure of checks)
  [B]: rule(B, [
    effect(B, 'speed-half', '1303-1307', { kind: 'speed', speed: 'half' }),
    effect(B, 'attacks-against-advantage', '1307-1308', ATTACKS_AGAINST_ADVANTAGE),
    effect(B, 'attack-disadvantage', '1307-1308', ATTACK_DISADVANTAGE),
  ]),
  // "The creature cannot attack the charmer or target the charmer with harmful abilities".
  [C]: rule(C, [
    effect(
      C,
      'cannot-attack-charmer',
      '1314-1318',
      { kind: 'cannot', what: 'attack-charmer' },
      { judgement: 'target-is-charmer', applies: 'if' },
    ),
  ]),
  // "The creature can't hear anything": no roll of its own changes (sneaking up on it succeeds).
  DeafenedCondition: rule('DeafenedCondition', []),
  // "takes only half damage from non-ethereal sources and deals only half damage to non-ethereal
  // targets. Neither effect applies to force damage." (Passing through objects is the table's.)
  EtherealCondition: rule(
    'EtherealCondition',
    (['damage-taken-halved', 'damage-dealt-halved'] as const).map((halved) =>
      effect(
        'EtherealCondition',
        halved,
        '1334-1338',
        { kind: halved, except: ['force'] },
        { judgement: 'other-is-ethereal', applies: 'unless' },
      ),
    ),
  ),
  ExhaustionCondition: absent('ExhaustionCondition'),
  // "disadvantage on checks and attacks while the source of its fear is within line of sight."
  [F]: rule(F, [
    effect(
      F,
      'check-disadvantage',
      '1346-1350',
      { kind: 'disadvantage', on: { roll: 'check' } },
      { judgement: 'fear-source-in-sight', applies: 'if' },
    ),
    effect(F, 'attack-disadvantage', '1346-1350', ATTACK_DISADVANTAGE, {
      judgement: 'fear-source-in-sight',
      applies: 'if',
    }),
  ]),
  GrappledCondition: absent('GrappledCondition'),
  IncapacitatedCondition: absent('IncapacitatedCondition'),
  // "The creature has disadvantage on attacks and checks. ... Damage against the creature is
  // reduced by 1d6." (Its DC 10 Constitution check to cast a spell is the table's.)
  IntoxicatedCondition: rule('IntoxicatedCondition', [
    effect('IntoxicatedCondition', 'attack-disadvantage', '1363-1365', {
      kind: 'disadvantage',
      on: { roll: 'attack' },
    }),
    effect('IntoxicatedCondition', 'check-disadvantage', '1363-1365', {
      kind: 'disadvantage',
      on: { roll: 'check' },
    }),
    effect('IntoxicatedCondition', 'damage-reduced', '1372-1373', { kind: 'damage-reduced', dice: '1d6' }),
  ]),
  // "Attacks against the creature have disadvantage." (nothing on its own attacks or Initiative)
  [INV]: rule(INV, [
    effect(INV, 'attacks-against-disadvantage', '1352-1360', {
      kind: 'disadvantage',
      on: { roll: 'attack-against' },
    }),
  ]),
  // "cannot move physically ... falls prone. ... automatically fails Strength and Dexterity saving
  // throws. Attacks against the creature have advantage." (no automatic Critical Hit)
  [PA]: rule(PA, [
    effect(PA, 'prone', '1376-1380', { kind: 'implies', implied: PR }),
    effect(PA, 'speed', '1376-1380', SPEED_ZERO),
    effect(PA, 'cannot-act', '1376-1380', { kind: 'cannot', what: 'act' }),
    effect(PA, 'save-fail', '1382-1383', STR_DEX_SAVE_FAIL),
    effect(PA, 'attacks-against-advantage', '1385', ATTACKS_AGAINST_ADVANTAGE),
  ]),
  PetrifiedCondition: absent('PetrifiedCondition'),
  PoisonedCondition: absent('PoisonedCondition'),
  // "The creature takes a –2 penalty to attack rolls. Any melee attack against the creature has
  // advantage, whereas any ranged attack has disadvantage, unless the attacker is within 10 feet."
  [PR]: rule(PR, [
    effect(PR, 'attack-penalty', '1391', {
      kind: 'modifier',
      on: { roll: 'attack' },
      amount: -2,
      perLevel: 0,
    }),
    // Melee or ranged is the attack's own parameter (`attackType`): a melee attack has Advantage;
    // a ranged one Disadvantage unless the table says the attacker is within 10 feet.
    effect(PR, 'melee-attacks-against-advantage', '1392-1397', {
      kind: 'advantage',
      on: { roll: 'attack-against', attack: 'melee' },
    }),
    effect(
      PR,
      'ranged-attacks-against-disadvantage',
      '1392-1397',
      { kind: 'disadvantage', on: { roll: 'attack-against', attack: 'ranged' } },
      { judgement: 'attacker-within-10-feet', applies: 'unless' },
    ),
  ]),
  // "speed becomes 0 ... Attacks against the creature have advantage, and the creature's attacks
  // have disadvantage. The creature has disadvantage on Dexterity saving throws."
  [R]: rule(R, [
    effect(R, 'speed', '1400-1402', SPEED_ZERO),
    effect(R, 'attacks-against-advantage', '1403-1405', ATTACKS_AGAINST_ADVANTAGE),
    effect(R, 'attack-disadvantage', '1403-1405', ATTACK_DISADVANTAGE),
    effect(R, 'dex-save-disadvantage', '1406-1408', DEX_SAVE_DISADVANTAGE),
  ]),
  // "cannot move or take actions ... automatically fails Strength and Dexterity saving throws.
  // Attacks against the creature have advantage." (not Incapacitated: no Initiative rule)
  [S]: rule(S, [
    effect(S, 'speed', '1414-1416', SPEED_ZERO),
    effect(S, 'cannot-act', '1414-1416', { kind: 'cannot', what: 'act' }),
    effect(S, 'save-fail', '1417-1419', STR_DEX_SAVE_FAIL),
    effect(S, 'attacks-against-advantage', '1420', ATTACKS_AGAINST_ADVANTAGE),
  ]),
  // "falls prone. ... cannot move, take actions ... automatically fails Strength and Dexterity
  // saving throws. Attacks against the creature have advantage." (no automatic Critical Hit: the
  // Playtest has Coup de Grace instead, PlaytestCoupdeGrace)
  [U]: rule(U, [
    effect(U, 'prone', '1423-1425', { kind: 'implies', implied: PR }),
    effect(U, 'speed', '1426-1428', SPEED_ZERO),
    effect(U, 'cannot-act', '1426-1428', { kind: 'cannot', what: 'act' }),
    effect(U, 'save-fail', '1429-1431', STR_DEX_SAVE_FAIL),
    effect(U, 'attacks-against-advantage', '1432', ATTACKS_AGAINST_ADVANTAGE),
  ]),
};

/** Each condition in the Playtest against SRD 5.2 (the rulesets-differences page reads it). */
export const PLAYTEST_CONDITION_COMPARISON: Readonly<Record<ConditionTermId, PlaytestComparison>> = {
  BlindedCondition: 'changed',
  CharmedCondition: 'same',
  DeafenedCondition: 'changed',
  EtherealCondition: 'playtest-only',
  ExhaustionCondition: 'absent',
  FrightenedCondition: 'changed',
  GrappledCondition: 'absent',
  IncapacitatedCondition: 'absent',
  IntoxicatedCondition: 'playtest-only',
  InvisibleCondition: 'changed',
  ParalyzedCondition: 'changed',
  PetrifiedCondition: 'absent',
  PoisonedCondition: 'absent',
  ProneCondition: 'changed',
  RestrainedCondition: 'same',
  StunnedCondition: 'changed',
  UnconsciousCondition: 'changed',
};

export const PLAYTEST_CONDITION_RULES: ConditionRules = {
  ruleset: 'playtest',
  conditions: PLAYTEST_CONDITIONS,
  // Seed 004 lines 767-769: "each participant in a battle rolls a d20 and adds its Dexterity modifier".
  initiative: { isDexterityCheck: false, ruleId: 'Initiative' },
};
