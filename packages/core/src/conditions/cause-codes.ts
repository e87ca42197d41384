/**
 * The closed list of reasons the core gives (`ConditionCause.code`, i18n keys): a stored reason must
 * be one of them, so a tampered file cannot put an unknown key before the reader.
 */
export const CONDITION_CAUSE_CODES = [
  'conditions.cause.absent',
  'conditions.cause.advantage',
  'conditions.cause.auto-fail',
  'conditions.cause.bonus-dice',
  'conditions.cause.cancel',
  'conditions.cause.cannot-act',
  'conditions.cause.cannot-attack-charmer',
  'conditions.cause.close-combat',
  'conditions.cause.critical-within-5-feet',
  'conditions.cause.damage-dealt-halved',
  'conditions.cause.damage-halved',
  'conditions.cause.damage-reduced',
  'conditions.cause.disadvantage',
  'conditions.cause.exhaustion',
  'conditions.cause.full-damage',
  'conditions.cause.immune',
  'conditions.cause.immune-from',
  'conditions.cause.judgement',
  'conditions.cause.modifier',
  'conditions.cause.no-concentration',
  'conditions.cause.other-advantage',
  'conditions.cause.other-disadvantage',
  'conditions.cause.resistance',
  'conditions.cause.rule-judgement',
  'conditions.cause.speed-exhaustion',
  'conditions.cause.speed-half',
  'conditions.cause.speed-zero',
  'conditions.cause.surprised',
] as const;

export function isConditionCauseCode(code: string): code is (typeof CONDITION_CAUSE_CODES)[number] {
  return (CONDITION_CAUSE_CODES as readonly string[]).includes(code);
}
