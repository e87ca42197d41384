import { D20_LIMITS, D20_TEST_KINDS, type D20TestResult, d20Test } from '../../rules/d20-test.ts';
import { COVER_DEGREES } from '../../tables/covertable.ts';
import { choice, defineCalculator, int } from '../define-calculator.ts';

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
  ],
  compute: (input, ruleset): D20TestResult =>
    d20Test(
      {
        kind: input['kind-of-test'],
        bonus: input.bonus,
        target: input.target,
        advantage: input.advantage,
        disadvantage: input.disadvantage,
        cover: input.cover,
      },
      ruleset,
    ),
});
