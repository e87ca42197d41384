import { EXHAUSTION } from './condition-list.ts';
import { conditionEffect, conditionRule, type EffectArguments } from './condition-rule-builders.ts';
import { B, C, D, E, F, G, INC, INV, PA, PE, PO, PR, R, S, U } from './condition-short-ids.ts';
import type { ConditionEffect, ConditionRule, ConditionRules, ConditionTermId } from './condition-types.ts';
import { srdGlossarySource } from './effect-source.ts';
import { SHARED_EFFECT } from './shared-effect-kinds.ts';

/**
 * The SRD 5.2 conditions as data (rule ID Conditions; each effect's sentence is the definition of
 * its glossary term, packages/i18n/src/glossary/definitions.en.json, restating the SRD 5.2 Rules
 * Glossary entry, CC-BY-4.0, which is not among this repository's seeds: every effect's `source`
 * says so, effect-source.ts). One entry per sentence that changes a roll or what a creature can do.
 */

const effect = (condition: ConditionTermId, name: string, ...rest: EffectArguments): ConditionEffect =>
  conditionEffect(condition, name, srdGlossarySource(condition), ...rest);

const rule = conditionRule;

/**
 * "Your Speed is 0, you automatically fail Strength and Dexterity saving throws, attack rolls
 * against you have Advantage, and any hit from within 5 feet is a Critical Hit": the four
 * sentences Paralyzed and Unconscious share, as each one's own effects.
 */
const motionlessAndExposed = (condition: ConditionTermId): ConditionEffect[] => [
  effect(condition, 'speed', SHARED_EFFECT.speedZero),
  effect(condition, 'save-fail', SHARED_EFFECT.strDexSaveFail),
  effect(condition, 'attacks-against-advantage', SHARED_EFFECT.attacksAgainstAdvantage),
  effect(condition, 'critical-within-5-feet', SHARED_EFFECT.criticalWithin5Feet),
];

export const SRD_CONDITIONS: Readonly<Record<ConditionTermId, ConditionRule>> = {
  // "You can't see and automatically fail any ability check that requires sight. Attack rolls
  // against you have Advantage, and your attack rolls have Disadvantage."
  [B]: rule(B, [
    effect(
      B,
      'sight-check-fail',
      { kind: 'auto-fail', on: { roll: 'check' } },
      { judgement: 'requires-sight', applies: 'if' },
    ),
    effect(B, 'attacks-against-advantage', SHARED_EFFECT.attacksAgainstAdvantage),
    effect(B, 'attack-disadvantage', SHARED_EFFECT.attackDisadvantage),
  ]),
  // "You can't attack the charmer or target it with damaging abilities or magical effects, and the
  // charmer has Advantage on ability checks to interact with you socially."
  [C]: rule(C, [
    effect(
      C,
      'cannot-attack-charmer',
      { kind: 'cannot', what: 'attack-charmer' },
      { judgement: 'target-is-charmer', applies: 'if' },
    ),
  ]),
  // Not SRD 5.2 conditions: the Playtest's own (seed 004, Conditions).
  EtherealCondition: { status: 'absent', condition: 'EtherealCondition', ruleset: 'srd-5.2' },
  IntoxicatedCondition: { status: 'absent', condition: 'IntoxicatedCondition', ruleset: 'srd-5.2' },
  // "You can't hear and automatically fail any ability check that requires hearing."
  [D]: rule(D, [
    effect(
      D,
      'hearing-check-fail',
      { kind: 'auto-fail', on: { roll: 'check' } },
      { judgement: 'requires-hearing', applies: 'if' },
    ),
  ]),
  // "each level gives a −2 penalty to D20 Tests and reduces Speed by 5 feet, and you die at level 6."
  [E]: rule(E, [
    // The numbers are EXHAUSTION's (condition-list.ts), which the tracker's level field uses.
    effect(E, 'd20-penalty', {
      kind: 'modifier',
      on: { roll: 'd20-test' },
      amount: 0,
      perLevel: -EXHAUSTION.d20PenaltyPerLevel,
    }),
    effect(E, 'speed', { kind: 'speed', speed: { perLevelFeet: -EXHAUSTION.speedFeetPerLevel } }),
    effect(E, 'death', { kind: 'death-at-level', level: EXHAUSTION.deathAt }),
  ]),
  // "Ability Checks and Attacks Affected. You have Disadvantage on ability checks and attack rolls
  // while the source of fear is within line of sight. Can't Approach. You can't willingly move closer
  // to the source of fear." (Can't Approach holds whether or not the source is in sight.)
  [F]: rule(F, [
    effect(
      F,
      'check-disadvantage',
      { kind: 'disadvantage', on: { roll: 'check' } },
      { judgement: 'fear-source-in-sight', applies: 'if' },
    ),
    effect(F, 'attack-disadvantage', SHARED_EFFECT.attackDisadvantage, {
      judgement: 'fear-source-in-sight',
      applies: 'if',
    }),
    effect(F, 'cannot-approach', { kind: 'cannot', what: 'approach-fear-source' }),
  ]),
  // "Your Speed is 0, you have Disadvantage on attack rolls against anything other than the grappler"
  [G]: rule(G, [
    effect(G, 'speed', SHARED_EFFECT.speedZero),
    effect(G, 'attack-disadvantage', SHARED_EFFECT.attackDisadvantage, {
      judgement: 'target-not-grappler',
      applies: 'if',
    }),
  ]),
  // "You can't take any action, Bonus Action or Reaction, your Concentration is broken, you can't
  // speak, and you have Disadvantage on Initiative rolls if incapacitated when combat starts."
  [INC]: rule(INC, [
    effect(INC, 'cannot-act', { kind: 'cannot', what: 'act' }),
    effect(INC, 'no-concentration', { kind: 'no-concentration' }),
    effect(INC, 'initiative-disadvantage', { kind: 'disadvantage', on: { roll: 'initiative' } }),
  ]),
  // "You have Advantage on Initiative rolls ... Attack rolls against you have Disadvantage and your
  // attack rolls have Advantage, unless the other creature can somehow see you."
  [INV]: rule(INV, [
    effect(INV, 'initiative-advantage', { kind: 'advantage', on: { roll: 'initiative' } }),
    effect(
      INV,
      'attacks-against-disadvantage',
      { kind: 'disadvantage', on: { roll: 'attack-against' } },
      { judgement: 'seen-by-other', applies: 'unless' },
    ),
    effect(
      INV,
      'attack-advantage',
      { kind: 'advantage', on: { roll: 'attack' } },
      { judgement: 'seen-by-other', applies: 'unless' },
    ),
  ]),
  // "You have the Incapacitated condition, your Speed is 0, you automatically fail Strength and
  // Dexterity saving throws, attack rolls against you have Advantage, and any hit from within 5
  // feet is a Critical Hit."
  [PA]: rule(PA, [
    effect(PA, 'incapacitated', { kind: 'implies', implied: INC }),
    ...motionlessAndExposed(PA),
  ]),
  // "you have the Incapacitated condition, your Speed is 0, attack rolls against you have
  // Advantage, you fail Strength and Dexterity saves, and you have Resistance to all damage and
  // Immunity to the Poisoned condition."
  [PE]: rule(PE, [
    effect(PE, 'incapacitated', { kind: 'implies', implied: INC }),
    effect(PE, 'speed', SHARED_EFFECT.speedZero),
    effect(PE, 'attacks-against-advantage', SHARED_EFFECT.attacksAgainstAdvantage),
    effect(PE, 'save-fail', SHARED_EFFECT.strDexSaveFail),
    effect(PE, 'resistance', { kind: 'resistance-all' }),
    effect(PE, 'poison-immunity', { kind: 'condition-immunity', immuneTo: PO }),
  ]),
  // "You have Disadvantage on attack rolls and ability checks."
  [PO]: rule(PO, [
    effect(PO, 'attack-disadvantage', SHARED_EFFECT.attackDisadvantage),
    effect(PO, 'check-disadvantage', { kind: 'disadvantage', on: { roll: 'check' } }),
  ]),
  // "You have Disadvantage on attack rolls; attack rolls against you have Advantage from within 5
  // feet and Disadvantage otherwise."
  [PR]: rule(PR, [
    effect(PR, 'attack-disadvantage', SHARED_EFFECT.attackDisadvantage),
    effect(PR, 'attacks-against-advantage-within-5-feet', {
      kind: 'advantage',
      on: { roll: 'attack-against', distance: 'within-5-feet' },
    }),
    effect(PR, 'attacks-against-disadvantage-beyond-5-feet', {
      kind: 'disadvantage',
      on: { roll: 'attack-against', distance: 'beyond-5-feet' },
    }),
  ]),
  // "Your Speed is 0, attack rolls against you have Advantage, your attack rolls have
  // Disadvantage, and you have Disadvantage on Dexterity saving throws."
  [R]: rule(R, [
    effect(R, 'speed', SHARED_EFFECT.speedZero),
    effect(R, 'attacks-against-advantage', SHARED_EFFECT.attacksAgainstAdvantage),
    effect(R, 'attack-disadvantage', SHARED_EFFECT.attackDisadvantage),
    effect(R, 'dex-save-disadvantage', SHARED_EFFECT.dexSaveDisadvantage),
  ]),
  // "You have the Incapacitated condition, you automatically fail Strength and Dexterity saving
  // throws, and attack rolls against you have Advantage."
  [S]: rule(S, [
    effect(S, 'incapacitated', { kind: 'implies', implied: INC }),
    effect(S, 'save-fail', SHARED_EFFECT.strDexSaveFail),
    effect(S, 'attacks-against-advantage', SHARED_EFFECT.attacksAgainstAdvantage),
  ]),
  // "have the Incapacitated and Prone conditions. Your Speed is 0, you fail Strength and Dexterity
  // saves, attack rolls against you have Advantage, and any hit from within 5 feet is a Critical Hit."
  [U]: rule(U, [
    effect(U, 'incapacitated', { kind: 'implies', implied: INC }),
    effect(U, 'prone', { kind: 'implies', implied: PR }),
    ...motionlessAndExposed(U),
  ]),
};

export const SRD_CONDITION_RULES: ConditionRules = {
  ruleset: 'srd-5.2',
  conditions: SRD_CONDITIONS,
  // Seed 002 line 499: "every participant rolls Initiative; they make a Dexterity check".
  initiative: { isDexterityCheck: true, ruleId: 'Initiative' },
};
