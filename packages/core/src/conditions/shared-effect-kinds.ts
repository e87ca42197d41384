/**
 * The effects several conditions have, worded alike in SRD 5.2 (rule ID Conditions) and the
 * Playtest (seed 004 "Conditions"): one home for each, which the condition tables
 * (srd-conditions.ts, playtest-conditions.ts) name with each condition's own effect ID and source.
 */
import type { EffectKind } from './condition-types.ts';

export const STR_DEX = ['strength', 'dexterity'] as const;

/** "Your Speed is 0". */
export const SPEED_ZERO: EffectKind = { kind: 'speed', speed: 'zero' };
/** "Attack rolls against you have Advantage". */
export const ATTACKS_AGAINST_ADVANTAGE: EffectKind = { kind: 'advantage', on: { roll: 'attack-against' } };
/** "Your attack rolls have Disadvantage". */
export const ATTACK_DISADVANTAGE: EffectKind = { kind: 'disadvantage', on: { roll: 'attack' } };
/** "You automatically fail Strength and Dexterity saving throws". */
export const STR_DEX_SAVE_FAIL: EffectKind = { kind: 'auto-fail', on: { roll: 'save', abilities: STR_DEX } };
/** "Any hit from within 5 feet is a Critical Hit". */
export const CRITICAL_WITHIN_5_FEET: EffectKind = {
  kind: 'critical-hit',
  on: { roll: 'attack-against', distance: 'within-5-feet' },
};
/** "Disadvantage on Dexterity saving throws". */
export const DEX_SAVE_DISADVANTAGE: EffectKind = {
  kind: 'disadvantage',
  on: { roll: 'save', abilities: ['dexterity'] },
};
