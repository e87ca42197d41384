import { conditionEffect, conditionRule, type EffectArguments } from './condition-rule-builders.ts';
import { B, C, F, INV, PA, PR, R, S, U } from './condition-short-ids.ts';
import type {
  ConditionEffect,
  ConditionRule,
  ConditionRules,
  ConditionTermId,
  PlaytestComparison,
} from './condition-types.ts';
import { playtestSource } from './effect-source.ts';
import { SHARED_EFFECT } from './shared-effect-kinds.ts';

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
  ...rest: EffectArguments
): ConditionEffect =>
  conditionEffect(
    condition,
    name,
    playtestSource(`Playtest${condition.replace('Condition', '')}`, lines),
    ...rest,
  );

const rule = conditionRule;
const absent = (condition: ConditionTermId): ConditionRule => ({
  status: 'absent',
  condition,
  ruleset: 'playtest',
});

/**
 * "falls prone ... cannot move or take actions ... automatically fails Strength and Dexterity
 * saving throws. Attacks against the creature have advantage": what Paralyzed and Unconscious
 * share, each at its own lines of seed 004 (where it falls prone, where it is still, its saves,
 * attacks against it).
 */
const proneAndHelpless = (
  condition: ConditionTermId,
  lines: { prone: string; still: string; saves: string; attacked: string },
): ConditionEffect[] => [
  effect(condition, 'prone', lines.prone, { kind: 'implies', implied: PR }),
  effect(condition, 'speed', lines.still, SHARED_EFFECT.speedZero),
  effect(condition, 'cannot-act', lines.still, { kind: 'cannot', what: 'act' }),
  effect(condition, 'save-fail', lines.saves, SHARED_EFFECT.strDexSaveFail),
  effect(condition, 'attacks-against-advantage', lines.attacked, SHARED_EFFECT.attacksAgainstAdvantage),
];

export const PLAYTEST_CONDITIONS: Readonly<Record<ConditionTermId, ConditionRule>> = {
  // "The creature cannot see. The creature moves at half speed. Attacks against the creature have
  // advantage, and the creature's attacks have disadvantage." (no automatic failure of checks)
  [B]: rule(B, [
    effect(B, 'speed-half', '1303-1307', { kind: 'speed', speed: 'half' }),
    effect(B, 'attacks-against-advantage', '1307-1308', SHARED_EFFECT.attacksAgainstAdvantage),
    effect(B, 'attack-disadvantage', '1307-1308', SHARED_EFFECT.attackDisadvantage),
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
    effect(F, 'attack-disadvantage', '1346-1350', SHARED_EFFECT.attackDisadvantage, {
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
  [PA]: rule(
    PA,
    proneAndHelpless(PA, { prone: '1376-1380', still: '1376-1380', saves: '1382-1383', attacked: '1385' }),
  ),
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
    effect(R, 'speed', '1400-1402', SHARED_EFFECT.speedZero),
    effect(R, 'attacks-against-advantage', '1403-1405', SHARED_EFFECT.attacksAgainstAdvantage),
    effect(R, 'attack-disadvantage', '1403-1405', SHARED_EFFECT.attackDisadvantage),
    effect(R, 'dex-save-disadvantage', '1406-1408', SHARED_EFFECT.dexSaveDisadvantage),
  ]),
  // "cannot move or take actions ... automatically fails Strength and Dexterity saving throws.
  // Attacks against the creature have advantage." (not Incapacitated: no Initiative rule)
  [S]: rule(S, [
    effect(S, 'speed', '1414-1416', SHARED_EFFECT.speedZero),
    effect(S, 'cannot-act', '1414-1416', { kind: 'cannot', what: 'act' }),
    effect(S, 'save-fail', '1417-1419', SHARED_EFFECT.strDexSaveFail),
    effect(S, 'attacks-against-advantage', '1420', SHARED_EFFECT.attacksAgainstAdvantage),
  ]),
  // "falls prone. ... cannot move, take actions ... automatically fails Strength and Dexterity
  // saving throws. Attacks against the creature have advantage." (no automatic Critical Hit: the
  // Playtest has Coup de Grace instead, PlaytestCoupdeGrace)
  [U]: rule(
    U,
    proneAndHelpless(U, { prone: '1423-1425', still: '1426-1428', saves: '1429-1431', attacked: '1432' }),
  ),
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
