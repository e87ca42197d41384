import {
  D20_LIMITS,
  D20_TEST_KINDS,
  type D20RollOutcome,
  type D20TestResult,
  d20Test,
  resolveD20Roll,
} from '../../rules/d20-test.ts';
import { COVER_DEGREES } from '../../tables/covertable.ts';
import { choice, defineCalculator, int, optionalInt } from '../define-calculator.ts';

export const COVER_CHOICES = ['none', ...COVER_DEGREES] as const;

/** Rule AdvantageDisadvantage (D20 Tests): the exact chance to succeed and to score a Critical Hit. */
export const d20TestCalculator = /* @__PURE__ */ defineCalculator({
  kind: 'd20-test',
  ruleId: 'AdvantageDisadvantage',
  params: [
    choice('kind-of-test', D20_TEST_KINDS, 'check'),
    int('bonus', D20_LIMITS.bonus, 5),
    int('target', D20_LIMITS.target, 15),
    int('advantage', D20_LIMITS.sources, 0),
    int('disadvantage', D20_LIMITS.sources, 0),
    choice('cover', COVER_CHOICES, 'none'),
    // The d20 the table rolled (optional): the outcome beside the odds.
    optionalInt('roll', D20_LIMITS.face),
  ],
  compute: (input, ruleset): D20TestResult & { rolled?: D20RollOutcome | null } => {
    const test = {
      kind: input['kind-of-test'],
      bonus: input.bonus,
      target: input.target,
      advantage: input.advantage,
      disadvantage: input.disadvantage,
      cover: input.cover,
    };
    const odds = d20Test(test, ruleset);
    return input.roll === null ? odds : { ...odds, rolled: resolveD20Roll(test, input.roll, ruleset) };
  },
});
