/**
 * Effects several conditions share, worded alike in SRD 5.2 (rule ID Conditions) and the Playtest
 * (seed 004 "Conditions"): one home for each.
 */
import type { EffectKind } from './condition-types.ts';

const STR_DEX = ['strength', 'dexterity'] as const;

export const SHARED_EFFECT = {
  /** "Your Speed is 0". */
  speedZero: { kind: 'speed', speed: 'zero' },
  /** "Attack rolls against you have Advantage". */
  attacksAgainstAdvantage: { kind: 'advantage', on: { roll: 'attack-against' } },
  /** "Your attack rolls have Disadvantage". */
  attackDisadvantage: { kind: 'disadvantage', on: { roll: 'attack' } },
  /** "You automatically fail Strength and Dexterity saving throws". */
  strDexSaveFail: { kind: 'auto-fail', on: { roll: 'save', abilities: STR_DEX } },
  /** "Any hit from within 5 feet is a Critical Hit". */
  criticalWithin5Feet: {
    kind: 'critical-hit',
    on: { roll: 'attack-against', distance: 'within-5-feet' },
  },
  /** "Disadvantage on Dexterity saving throws". */
  dexSaveDisadvantage: {
    kind: 'disadvantage',
    on: { roll: 'save', abilities: ['dexterity'] },
  },
} as const satisfies Readonly<Record<string, EffectKind>>;
