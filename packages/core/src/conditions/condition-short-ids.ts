/** Short names of the condition term IDs (rule ID Conditions), for the condition tables. */
import type { ConditionTermId } from './condition-types.ts';

export const B = 'BlindedCondition' satisfies ConditionTermId;
export const C = 'CharmedCondition' satisfies ConditionTermId;
export const D = 'DeafenedCondition' satisfies ConditionTermId;
export const E = 'ExhaustionCondition' satisfies ConditionTermId;
export const F = 'FrightenedCondition' satisfies ConditionTermId;
export const G = 'GrappledCondition' satisfies ConditionTermId;
export const INC = 'IncapacitatedCondition' satisfies ConditionTermId;
export const INV = 'InvisibleCondition' satisfies ConditionTermId;
export const PA = 'ParalyzedCondition' satisfies ConditionTermId;
export const PE = 'PetrifiedCondition' satisfies ConditionTermId;
export const PO = 'PoisonedCondition' satisfies ConditionTermId;
export const PR = 'ProneCondition' satisfies ConditionTermId;
export const R = 'RestrainedCondition' satisfies ConditionTermId;
export const S = 'StunnedCondition' satisfies ConditionTermId;
export const U = 'UnconsciousCondition' satisfies ConditionTermId;
