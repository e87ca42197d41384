import type { BonusDie } from '../rules/bonus-dice.ts';
import type { RollMode } from '../rules/d20-test.ts';
import type { Ability } from '../tables/shared-labels.ts';
import type {
  AttackKind,
  ConditionCause,
  ConditionEffect,
  ConditionId,
  ConditionRollKind,
  Judgement,
} from './condition-types.ts';

/** The shapes `rollConditions` takes and returns (ruleId TheyDontStack for the mode). */

/** One roll and everything around it that conditions and other effects change. */
export interface RollConditionsInput {
  readonly roll: ConditionRollKind;
  /** The ability of a saving throw or an ability check (Initiative: Dexterity in SRD 5.2). */
  readonly ability?: Ability;
  /** The creature that rolls: its conditions and Exhaustion level (0-6). */
  readonly roller?: {
    readonly conditions?: readonly ConditionId[];
    readonly exhaustion?: number;
    /** Conditions the creature is immune to (a monster's Condition Immunities): they do nothing. */
    readonly immuneTo?: readonly ConditionId[];
  };
  /** Attack rolls only: the creature attacked, its conditions and its condition immunities. */
  readonly target?: {
    readonly conditions?: readonly ConditionId[];
    readonly immuneTo?: readonly ConditionId[];
  };
  /** Attack rolls: the attacker is within 5 feet of the target (undefined: not known). */
  readonly within5Feet?: boolean;
  /** Attack rolls: melee or ranged (undefined: not said, what depends on it is left to the table). */
  readonly attackType?: AttackKind;
  /** Other sources of Advantage and Disadvantage (a spell, Help, surprise...): how many. */
  readonly advantage?: number;
  readonly disadvantage?: number;
  /** Dice added to or taken from the roll (Bless +1d4, Bane −1d4). */
  readonly bonusDice?: readonly BonusDie[];
  /** Circumstances the table says hold (Frightened: the source of fear is in sight). */
  readonly judged?: readonly Judgement[];
}

/** One effect that changed the roll (or was left to the table), and the reason in words. */
export interface AppliedEffect {
  readonly effect: ConditionEffect;
  /** Whose condition: the roller's own or the attacked target's. */
  readonly side: 'roller' | 'target';
  /** The condition that gave this one (Paralyzed for its Incapacitated), if any. */
  readonly via?: ConditionId;
  readonly cause: ConditionCause;
}

/** What conditions and the other sources do to one roll, each with the condition that caused it. */
export interface RollConditionsResult {
  readonly roll: ConditionRollKind;
  /** Advantage, Disadvantage or neither, after "they cancel" (TheyDontStack). */
  readonly mode: RollMode;
  /** Sources counted, conditions and others together. */
  readonly advantage: number;
  readonly disadvantage: number;
  /** Added to the roll (Exhaustion: −2 × level; Playtest Prone: −2 on attack rolls). */
  readonly modifier: number;
  readonly bonusDice: readonly BonusDie[];
  readonly autoFail: boolean;
  /** Attack rolls: every hit is a Critical Hit. */
  readonly criticalOnHit: boolean;
  readonly applied: readonly AppliedEffect[];
  /** Effects that need the table's judgement and were not applied (or were taken off by it). */
  readonly judgement: readonly AppliedEffect[];
  /** Conditions the ruleset has no rule for (the Playtest has no Poisoned). */
  readonly absent: readonly ConditionCause[];
  /** Conditions that do nothing because the creature is immune to them (`conditions.cause.immune*`). */
  readonly immune: readonly ConditionCause[];
  /** The roll cannot be made (an attack, or a check with an action, by one that cannot act); null when it can. */
  readonly cannotAct: ConditionCause | null;
  /**
   * Rules other than conditions that wait for the table (a ranged attack: "an enemy within 5 feet"
   * unticked), as `conditions.cause.rule-judgement`; never applied silently.
   */
  readonly ruleJudgement: readonly ConditionCause[];
  /** Every reason, in order, for a result to print ("Disadvantage: Poisoned"). */
  readonly causes: readonly ConditionCause[];
}
