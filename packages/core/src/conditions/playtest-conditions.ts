import type {
  ConditionEffect,
  ConditionRule,
  ConditionRules,
  ConditionTermId,
  EffectKind,
  JudgementRule,
  PlaytestComparison,
} from './condition-types.ts';

/**
 * The Playtest's conditions (seed 004 "Conditions", lines 1277-1432; content/playtest/Conditions.md,
 * headings `Playtest<Name>`) as data. Exhaustion, Grappled, Incapacitated, Petrified and Poisoned
 * are not among them (`absent`); Ethereal and Intoxicated are the Playtest's own (`playtest-only`).
 * An effect that is the SRD 5.2 one has the same ID.
 */

function effect(
  condition: ConditionTermId,
  name: string,
  lines: string,
  kind: EffectKind,
  judgement?: JudgementRule,
): ConditionEffect {
  const heading = `Playtest${condition.replace('Condition', '')}`;
  return {
    ...kind,
    id: `${condition}.${name}`,
    condition,
    source: { ruleId: 'Conditions', heading, seed: '004', lines },
    ...(judgement ? { judgement } : {}),
  };
}

const rule = (condition: ConditionTermId, effects: ConditionEffect[]): ConditionRule => ({
  status: 'rule',
  condition,
  effects,
});
const absent = (condition: ConditionTermId): ConditionRule => ({
  status: 'absent',
  condition,
  ruleset: 'playtest',
});

const STR_DEX = ['strength', 'dexterity'] as const;
const B = 'BlindedCondition';
const C = 'CharmedCondition';
const F = 'FrightenedCondition';
const INV = 'InvisibleCondition';
const PA = 'ParalyzedCondition';
const PR = 'ProneCondition';
const R = 'RestrainedCondition';
const S = 'StunnedCondition';
const U = 'UnconsciousCondition';

export const PLAYTEST_CONDITIONS: Readonly<Record<ConditionTermId, ConditionRule>> = {
  // "The creature cannot see. The creature moves at half speed. Attacks against the creature have
  // advantage, and the creature's attacks have disadvantage." (no automatic failure of checks)
  [B]: rule(B, [
    effect(B, 'speed-half', '1303-1307', { kind: 'speed', speed: 'half' }),
    effect(B, 'attacks-against-advantage', '1307-1308', {
      kind: 'advantage',
      on: { roll: 'attack-against' },
    }),
    effect(B, 'attack-disadvantage', '1307-1308', { kind: 'disadvantage', on: { roll: 'attack' } }),
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
  EtherealCondition: rule('EtherealCondition', [
    effect(
      'EtherealCondition',
      'damage-taken-halved',
      '1334-1338',
      { kind: 'damage-taken-halved', except: ['force'] },
      { judgement: 'other-is-ethereal', applies: 'unless' },
    ),
    effect(
      'EtherealCondition',
      'damage-dealt-halved',
      '1334-1338',
      { kind: 'damage-dealt-halved', except: ['force'] },
      { judgement: 'other-is-ethereal', applies: 'unless' },
    ),
  ]),
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
    effect(
      F,
      'attack-disadvantage',
      '1346-1350',
      { kind: 'disadvantage', on: { roll: 'attack' } },
      { judgement: 'fear-source-in-sight', applies: 'if' },
    ),
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
    effect(PA, 'speed', '1376-1380', { kind: 'speed', speed: 'zero' }),
    effect(PA, 'cannot-act', '1376-1380', { kind: 'cannot', what: 'act' }),
    effect(PA, 'save-fail', '1382-1383', { kind: 'auto-fail', on: { roll: 'save', abilities: STR_DEX } }),
    effect(PA, 'attacks-against-advantage', '1385', {
      kind: 'advantage',
      on: { roll: 'attack-against' },
    }),
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
    effect(
      PR,
      'melee-attacks-against-advantage',
      '1392-1397',
      { kind: 'advantage', on: { roll: 'attack-against' } },
      { judgement: 'melee-attack', applies: 'if' },
    ),
    effect(
      PR,
      'ranged-attacks-against-disadvantage',
      '1392-1397',
      { kind: 'disadvantage', on: { roll: 'attack-against' } },
      { judgement: 'ranged-attack-beyond-10-feet', applies: 'if' },
    ),
  ]),
  // "speed becomes 0 ... Attacks against the creature have advantage, and the creature's attacks
  // have disadvantage. The creature has disadvantage on Dexterity saving throws."
  [R]: rule(R, [
    effect(R, 'speed', '1400-1402', { kind: 'speed', speed: 'zero' }),
    effect(R, 'attacks-against-advantage', '1403-1405', {
      kind: 'advantage',
      on: { roll: 'attack-against' },
    }),
    effect(R, 'attack-disadvantage', '1403-1405', { kind: 'disadvantage', on: { roll: 'attack' } }),
    effect(R, 'dex-save-disadvantage', '1406-1408', {
      kind: 'disadvantage',
      on: { roll: 'save', abilities: ['dexterity'] },
    }),
  ]),
  // "cannot move or take actions ... automatically fails Strength and Dexterity saving throws.
  // Attacks against the creature have advantage." (not Incapacitated: no Initiative rule)
  [S]: rule(S, [
    effect(S, 'speed', '1414-1416', { kind: 'speed', speed: 'zero' }),
    effect(S, 'cannot-act', '1414-1416', { kind: 'cannot', what: 'act' }),
    effect(S, 'save-fail', '1417-1419', { kind: 'auto-fail', on: { roll: 'save', abilities: STR_DEX } }),
    effect(S, 'attacks-against-advantage', '1420', { kind: 'advantage', on: { roll: 'attack-against' } }),
  ]),
  // "falls prone. ... cannot move, take actions ... automatically fails Strength and Dexterity
  // saving throws. Attacks against the creature have advantage." (no automatic Critical Hit: the
  // Playtest has Coup de Grace instead, PlaytestCoupdeGrace)
  [U]: rule(U, [
    effect(U, 'prone', '1423-1425', { kind: 'implies', implied: PR }),
    effect(U, 'speed', '1426-1428', { kind: 'speed', speed: 'zero' }),
    effect(U, 'cannot-act', '1426-1428', { kind: 'cannot', what: 'act' }),
    effect(U, 'save-fail', '1429-1431', { kind: 'auto-fail', on: { roll: 'save', abilities: STR_DEX } }),
    effect(U, 'attacks-against-advantage', '1432', { kind: 'advantage', on: { roll: 'attack-against' } }),
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
