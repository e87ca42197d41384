import { conditionOfName } from '../../conditions/condition-names.ts';
import type { ConditionCause } from '../../conditions/condition-types.ts';
import { d20Fields } from '../../conditions/d20-with-conditions.ts';
import { type RollConditionsResult, rollConditions } from '../../conditions/roll-conditions.ts';
import { D20_LIMITS, type D20TestResult, d20Test } from '../../rules/d20-test.ts';
import {
  bonusDice,
  exhaustion,
  judged,
  readBonusDice,
  rollerConditions,
  sources,
} from '../condition-params.ts';
import { defineCalculator, flag, int } from '../define-calculator.ts';

export type InitiativeResult = D20TestResult & {
  readonly conditions: RollConditionsResult;
  /** The reasons: the conditions' (Invisible: Advantage), then Surprise's Disadvantage. */
  readonly causes: readonly ConditionCause[];
};

/**
 * Rule Initiative: the chance an Initiative roll (SRD 5.2: a Dexterity check, seed 002 line 499;
 * the Playtest: "a d20 and adds its Dexterity modifier") reaches a number, with the roller's
 * conditions and Exhaustion through rollConditions (Invisible: "You have Advantage on Initiative
 * rolls"; Incapacitated: Disadvantage; Poisoned: Disadvantage on ability checks, so on an SRD 5.2
 * Initiative), and Surprise where the rules give it (SRD 5.2: "a surprised creature has
 * Disadvantage on its Initiative roll"; the Playtest's Surprise is a lost first turn, not a roll).
 * Initiative +2 against 13 is 1/2; Invisible 3/4; Invisible and Poisoned 1/2 (they cancel).
 */
export const initiativeCalculator = /* @__PURE__ */ defineCalculator({
  kind: 'initiative',
  ruleId: 'Initiative',
  params: [
    int('bonus', D20_LIMITS.bonus, 2),
    int('target', D20_LIMITS.target, 13),
    sources('advantage'),
    sources('disadvantage'),
    flag('surprised', { rulesets: ['srd-5.2'] }),
    rollerConditions(),
    exhaustion(),
    bonusDice(),
    judged(),
  ],
  compute: (input, ruleset): InitiativeResult => {
    const surprised = ruleset.surprise.kind === 'disadvantage-on-initiative' && input.surprised;
    const conditions = rollConditions(
      {
        roll: 'initiative',
        roller: { conditions: input.condition.map(conditionOfName), exhaustion: input.exhaustion },
        advantage: input.advantage,
        disadvantage: Math.min(input.disadvantage + (surprised ? 1 : 0), D20_LIMITS.sources.max),
        bonusDice: readBonusDice(input['bonus-dice']),
        judged: input.judged,
      },
      ruleset,
    );
    const odds = d20Test(
      { kind: 'check', bonus: input.bonus, target: input.target, ...d20Fields(conditions) },
      ruleset,
    );
    const surprise: ConditionCause[] = surprised
      ? [{ code: 'conditions.cause.surprised', params: { ruleId: ruleset.surprise.ref.ruleId } }]
      : [];
    // Surprise is counted among the other sources; its reason is its own, not "another source".
    const others = conditions.causes.flatMap((cause) =>
      cause.code !== 'conditions.cause.other-disadvantage' || !surprised
        ? [cause]
        : input.disadvantage > 0
          ? [{ ...cause, params: { ...cause.params, count: input.disadvantage } }]
          : [],
    );
    return { ...odds, conditions, causes: [...others, ...surprise] };
  },
});
