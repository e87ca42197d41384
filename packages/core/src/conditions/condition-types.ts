import type { RuleId } from '../rule-ids.ts';
import type { DamageType } from '../rules/damage-limits.ts';
import type { RulesetId } from '../rulesets/types.ts';
import type { Ability } from '../tables/shared-labels.ts';
import type { ConditionId } from './condition-list.ts';

/** Conditions as data (issue 43): what each condition and Exhaustion level does, per ruleset. */

/** A condition a creature has or not: the glossary's condition terms but Exhaustion. */
export type { ConditionId };

/** Exhaustion's glossary term: a level (1-6), not a condition a creature simply has. */
export const EXHAUSTION_TERM = 'ExhaustionCondition' as const;

/** Every condition term of the glossary, Exhaustion included. */
export type ConditionTermId = ConditionId | typeof EXHAUSTION_TERM;

/** The roll a creature makes (`roller`) that conditions change. */
export const CONDITION_ROLL_KINDS = ['attack', 'save', 'check', 'initiative', 'death-save'] as const;
export type ConditionRollKind = (typeof CONDITION_ROLL_KINDS)[number];

/** Where the attacker is for an attack roll against a creature (Prone, automatic Critical Hits). */
export type AttackDistance = 'within-5-feet' | 'beyond-5-feet';

/** A melee or a ranged attack (AttackRolls); undefined in an input: not said, left to the table. */
export const ATTACK_KINDS = ['melee', 'ranged'] as const;
export type AttackKind = (typeof ATTACK_KINDS)[number];

/**
 * Which rolls an effect changes:
 * - `attack`, `check`, `save`, `initiative`: the creature's own (a check or save of the listed
 *   abilities only, when `abilities` is given);
 * - `d20-test`: every D20 Test the creature makes (Exhaustion);
 * - `attack-against`: attack rolls made against the creature (from within 5 feet or beyond, when
 *   `distance` is given).
 */
export type RollSelector =
  | { readonly roll: 'attack' | 'initiative' | 'd20-test' }
  | { readonly roll: 'check' | 'save'; readonly abilities?: readonly Ability[] }
  | {
      readonly roll: 'attack-against';
      readonly distance?: AttackDistance;
      /** Only a melee or only a ranged attack against it (the Playtest's Prone). */
      readonly attack?: AttackKind;
    };

/**
 * What the table must decide before an effect applies ("never silently applied"):
 * - `if`: the effect applies only when the table says the circumstance holds (Frightened: the
 *   source of fear is within line of sight);
 * - `unless`: the effect applies unless the table says the circumstance holds (Invisible: unless
 *   the other creature can somehow see it).
 */
export const JUDGEMENTS = [
  'requires-sight',
  'requires-hearing',
  'fear-source-in-sight',
  'target-not-grappler',
  'target-is-charmer',
  'seen-by-other',
  'attacker-within-10-feet',
  'enemy-within-5-feet',
  'hostile-within-reach',
  'check-uses-action',
  'other-is-ethereal',
] as const;
export type Judgement = (typeof JUDGEMENTS)[number];

export interface JudgementRule {
  readonly judgement: Judgement;
  readonly applies: 'if' | 'unless';
}

export type EffectKind =
  /** Advantage or Disadvantage on the selected rolls (they cancel: TheyDontStack). */
  | { readonly kind: 'advantage' | 'disadvantage'; readonly on: RollSelector }
  | { readonly kind: 'auto-fail'; readonly on: RollSelector }
  /** A hit of the selected attack rolls is a Critical Hit. */
  | { readonly kind: 'critical-hit'; readonly on: RollSelector }
  /** A number added to the selected rolls: `amount`, plus `perLevel` times the Exhaustion level. */
  | {
      readonly kind: 'modifier';
      readonly on: RollSelector;
      readonly amount: number;
      readonly perLevel: number;
    }
  /** Speed: 0, halved, or `perLevelFeet` times the level (negative: reduced). */
  | { readonly kind: 'speed'; readonly speed: 'zero' | 'half' | { readonly perLevelFeet: number } }
  /** The creature also has this condition (Paralyzed: Incapacitated). */
  | { readonly kind: 'implies'; readonly implied: ConditionId }
  /** Resistance to every damage type (Petrified). */
  | { readonly kind: 'resistance-all' }
  /** Damage taken is halved, round down, but of the `except` types (the Playtest's Ethereal: not force). */
  | { readonly kind: 'damage-taken-halved'; readonly except: readonly DamageType[] }
  /** Damage the creature deals is halved, round down, but of the `except` types (Ethereal). */
  | { readonly kind: 'damage-dealt-halved'; readonly except: readonly DamageType[] }
  /** Damage against the creature is reduced by a roll of these dice (the Playtest's Intoxicated: 1d6). */
  | { readonly kind: 'damage-reduced'; readonly dice: string }
  /** Immunity to a condition (Petrified: Poisoned). */
  | { readonly kind: 'condition-immunity'; readonly immuneTo: ConditionId }
  | { readonly kind: 'death-at-level'; readonly level: number }
  /** Concentration ends (Incapacitated: "your Concentration is broken"). */
  | { readonly kind: 'no-concentration' }
  /** What the creature can't do, for the table (no roll changes). */
  | { readonly kind: 'cannot'; readonly what: 'act' | 'attack-charmer' | 'approach-fear-source' };

/**
 * Where an SRD 5.2 effect's sentence comes from: the SRD 5.2 Rules Glossary, whose condition
 * entries are not among this repository's source documents (its seeds hold the "Conditions"
 * section, which only names them). The project's definitions are its own words
 * (packages/i18n/src/glossary/definitions.*.json); this says whose rule they restate.
 */
export const SRD_RULES_GLOSSARY = {
  /** The sources.yaml key of the document the glossary belongs to. */
  document: 'srd-5.2',
  name: 'SRD 5.2 Rules Glossary',
  licence: 'CC-BY-4.0',
  /** The glossary's condition entries are not in the seeds: nothing here can be checked by line. */
  inSeeds: false,
} as const;

/** Where the Playtest's effects come from: seed 004, "How to Play", its Conditions appendix. */
export const PLAYTEST_HOW_TO_PLAY = {
  document: 'playtest',
  name: 'D&D Playtest: How to Play',
  licence: 'Playtest material, quoted for rules comparison',
  inSeeds: true,
} as const;

/**
 * Where the rules say an effect: SRD 5.2's glossary term and Rules Glossary `entry` (not in the
 * seeds, `citation` says so), or the Playtest's heading, seed 004 and lines.
 */
export type EffectSource =
  | {
      readonly ruleId: RuleId;
      readonly term: ConditionTermId;
      readonly document: typeof SRD_RULES_GLOSSARY.document;
      readonly entry: string;
      readonly licence: typeof SRD_RULES_GLOSSARY.licence;
      readonly inSeeds: false;
      /** "SRD 5.2 Rules Glossary, “Blinded” (CC-BY-4.0) — not in this repository's seeds". */
      readonly citation: string;
    }
  | {
      readonly ruleId: RuleId;
      readonly heading: string;
      readonly seed: '004';
      readonly lines: string;
      readonly document: typeof PLAYTEST_HOW_TO_PLAY.document;
      readonly licence: typeof PLAYTEST_HOW_TO_PLAY.licence;
      readonly inSeeds: true;
      /** "D&D Playtest: How to Play, PlaytestProne (seed 004, lines 1391)". */
      readonly citation: string;
    };

/** One effect of one condition in one ruleset. */
export type ConditionEffect = EffectKind & {
  /** Stable ID (`PoisonedCondition.attack-disadvantage`), the same in every ruleset for one effect. */
  readonly id: string;
  readonly condition: ConditionTermId;
  readonly source: EffectSource;
  /** Present: the table decides whether it applies (never applied silently). */
  readonly judgement?: JudgementRule;
};

/** How the Playtest states a condition compared with SRD 5.2 (`playtest-only`: Ethereal, Intoxicated). */
export type PlaytestComparison = 'same' | 'changed' | 'absent' | 'playtest-only';

/** One condition in one ruleset: its effects, or none because the ruleset has no such condition. */
export type ConditionRule =
  | {
      readonly status: 'rule';
      readonly condition: ConditionTermId;
      readonly effects: readonly ConditionEffect[];
    }
  | { readonly status: 'absent'; readonly condition: ConditionTermId; readonly ruleset: RulesetId };

/** Every condition of one ruleset, and how its Initiative roll counts. */
export interface ConditionRules {
  readonly ruleset: RulesetId;
  readonly conditions: Readonly<Record<ConditionTermId, ConditionRule>>;
  /**
   * Initiative is a Dexterity check (SRD 5.2, Initiative: "they make a Dexterity check"), so what
   * changes ability checks changes it; in the Playtest it is "a d20 and adds its Dexterity
   * modifier", not a check.
   */
  readonly initiative: { readonly isDexterityCheck: boolean; readonly ruleId: RuleId };
}

/** A reason a roll changed, in the reader's language at the edge: `code` is the full i18n key. */
export interface ConditionCause {
  readonly code: string;
  readonly params: Readonly<Record<string, string | number>>;
}
