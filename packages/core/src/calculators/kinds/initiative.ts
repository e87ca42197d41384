import { conditionOfName } from '../../conditions/condition-names.ts';
import type { ConditionCause, ConditionId } from '../../conditions/condition-types.ts';
import { d20Fields } from '../../conditions/d20-with-conditions.ts';
import { type RollConditionsResult, rollConditions } from '../../conditions/roll-conditions.ts';
import type { RollConditionsInput } from '../../conditions/roll-conditions-types.ts';
import { D20_LIMITS, type D20TestResult, d20Test } from '../../rules/d20-test.ts';
import type { Ruleset } from '../../rulesets/types.ts';
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
 * the Playtest: "a d20 and adds its Dexterity modifier") reaches a number, read by
 * initiativeRollConditions. Initiative +2 against 13 is 1/2; Invisible 3/4; Invisible and Poisoned
 * 1/2 (they cancel).
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
    const { conditions, causes } = initiativeRollConditions(
      {
        conditions: input.condition.map(conditionOfName),
        exhaustion: input.exhaustion,
        advantage: input.advantage,
        disadvantage: input.disadvantage,
        surprised: input.surprised,
        bonusDice: readBonusDice(input['bonus-dice']),
        judged: input.judged,
      },
      ruleset,
    );
    const odds = d20Test(
      { kind: 'check', bonus: input.bonus, target: input.target, ...d20Fields(conditions) },
      ruleset,
    );
    return { ...odds, conditions, causes };
  },
});

/** What an Initiative roll is rolled with: the roller's conditions, Exhaustion, other sources, Surprise. */
export interface InitiativeRollInput {
  readonly conditions: readonly ConditionId[];
  readonly exhaustion: number;
  readonly advantage?: number;
  readonly disadvantage?: number;
  readonly surprised?: boolean;
  readonly bonusDice?: RollConditionsInput['bonusDice'];
  readonly judged?: RollConditionsInput['judged'];
}

/**
 * The one reading of an Initiative roll's conditions (rule Initiative), for this kind and the
 * tracker: rollConditions with the roll `initiative`, and Surprise's Disadvantage where the ruleset
 * gives it (SRD 5.2 Initiative, "Surprise"; the Playtest's Surprise is a lost first turn), named as
 * its own reason, not "another source".
 */
export function initiativeRollConditions(
  input: InitiativeRollInput,
  ruleset: Ruleset,
): { conditions: RollConditionsResult; causes: ConditionCause[] } {
  const surprised = ruleset.surprise.kind === 'disadvantage-on-initiative' && input.surprised === true;
  const others = input.disadvantage ?? 0;
  const conditions = rollConditions(
    {
      roll: 'initiative',
      roller: { conditions: input.conditions, exhaustion: input.exhaustion },
      advantage: input.advantage ?? 0,
      disadvantage: Math.min(others + (surprised ? 1 : 0), D20_LIMITS.sources.max),
      ...(input.bonusDice === undefined ? {} : { bonusDice: input.bonusDice }),
      ...(input.judged === undefined ? {} : { judged: input.judged }),
    },
    ruleset,
  );
  const surprise: ConditionCause[] = surprised
    ? [{ code: 'conditions.cause.surprised', params: { ruleId: ruleset.surprise.ref.ruleId } }]
    : [];
  // Surprise is counted among the other sources; its reason is its own, not "another source".
  const causes = conditions.causes.flatMap((cause) =>
    cause.code !== 'conditions.cause.other-disadvantage' || !surprised
      ? [cause]
      : others > 0
        ? [{ ...cause, params: { ...cause.params, count: others } }]
        : [],
  );
  return { conditions, causes: [...causes, ...surprise] };
}
