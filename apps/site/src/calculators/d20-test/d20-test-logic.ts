import {
  COVER_DEGREES,
  D20_LIMITS,
  D20_TEST_KINDS,
  type D20TestKind,
  type D20TestResult,
  d20Test,
  getRuleset,
  RULESET_IDS,
  type RulesetId,
} from '@polyhedral/core';
import { type ErrorResult, errorResultOf } from '../shared/error-result.ts';

/** Rule AdvantageDisadvantage (D20 Tests): the exact chance to succeed and to score a Critical Hit. */
export const D20_COVER_CHOICES = ['none', ...COVER_DEGREES] as const;
export type D20CoverChoice = (typeof D20_COVER_CHOICES)[number];
export { D20_LIMITS, D20_TEST_KINDS, RULESET_IDS };

export interface D20Inputs {
  kind: D20TestKind;
  bonus: number;
  target: number;
  advantage: number;
  disadvantage: number;
  cover: D20CoverChoice;
  ruleset: RulesetId;
}

export interface D20Computation {
  ok: true;
  result: D20TestResult;
}

export function computeD20(inputs: D20Inputs): D20Computation | ErrorResult {
  try {
    const ruleset = getRuleset(inputs.ruleset);
    const result = d20Test(
      {
        kind: inputs.kind,
        bonus: inputs.bonus,
        target: inputs.target,
        advantage: inputs.advantage,
        disadvantage: inputs.disadvantage,
        cover: inputs.cover,
      },
      ruleset,
    );
    return { ok: true, result };
  } catch (error) {
    return errorResultOf(error);
  }
}
