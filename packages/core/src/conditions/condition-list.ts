/** The glossary's conditions a creature can have, by term ID: the one list (Exhaustion has levels). */
export const CONDITION_IDS = [
  'BlindedCondition',
  'CharmedCondition',
  'DeafenedCondition',
  // The Playtest's own (seed 004, Conditions); SRD 5.2 has no such condition.
  'EtherealCondition',
  'FrightenedCondition',
  'GrappledCondition',
  'IncapacitatedCondition',
  'IntoxicatedCondition',
  'InvisibleCondition',
  'ParalyzedCondition',
  'PetrifiedCondition',
  'PoisonedCondition',
  'ProneCondition',
  'RestrainedCondition',
  'StunnedCondition',
  'UnconsciousCondition',
] as const;

export type ConditionId = (typeof CONDITION_IDS)[number];

/**
 * Exhaustion (SRD 5.2 Rules Glossary, "Exhaustion"; rules text Conditions): a level from 1 to 6;
 * each level takes 2 from D20 Tests and 5 feet from Speed; a creature dies at level 6.
 */
export const EXHAUSTION = {
  ruleId: 'Conditions',
  d20PenaltyPerLevel: 2,
  speedFeetPerLevel: 5,
  deathAt: 6,
} as const;
