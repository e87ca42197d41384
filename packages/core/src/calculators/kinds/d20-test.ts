import { type CannotActResult, cannotActResult } from '../../conditions/cannot-act-result.ts';
import { conditionOfName } from '../../conditions/condition-names.ts';
import {
  type ConditionedD20Test,
  d20TestWithConditions,
  resolveD20WithConditions,
} from '../../conditions/d20-with-conditions.ts';
import type { RollConditionsInput } from '../../conditions/roll-conditions.ts';
import { D20_LIMITS, D20_TEST_KINDS, type D20RollOutcome } from '../../rules/d20-test.ts';
import { COVER_DEGREES } from '../../tables/covertable.ts';
import { ABILITIES } from '../../tables/shared-labels.ts';
import { unknownOption } from '../../validate.ts';
import {
  attackTypeOf,
  diceRoll,
  readBonusDice,
  sources,
  targetedRollConditionParams,
} from '../condition-params.ts';
import { choice, defineCalculator, int, optionalInt } from '../define-calculator.ts';

export const COVER_CHOICES = ['none', ...COVER_DEGREES] as const;

/** Rule AdvantageDisadvantage (D20 Tests): the exact chance to succeed and of a Critical Hit. */
export const d20TestCalculator = /* @__PURE__ */ defineCalculator({
  kind: 'd20-test',
  ruleId: 'AdvantageDisadvantage',
  params: [
    choice('kind-of-test', D20_TEST_KINDS, 'check'),
    int('bonus', D20_LIMITS.bonus, 5),
    int('target', D20_LIMITS.target, 15),
    sources('advantage'),
    sources('disadvantage'),
    choice('cover', COVER_CHOICES, 'none'),
    // The d20 the table rolled (optional): the outcome beside the odds.
    optionalInt('roll', D20_LIMITS.face),
    // The ability of a check or a save (conditions act on some abilities only).
    choice('ability', ABILITIES, 'dexterity'),
    ...targetedRollConditionParams(),
    // What the bonus dice showed at the table, with `roll`.
    diceRoll(),
  ],
  compute: (
    input,
    ruleset,
  ):
    | (ConditionedD20Test & { rolled?: D20RollOutcome | null })
    | (CannotActResult & { kind: (typeof input)['kind-of-test'] }) => {
    const kind = input['kind-of-test'];
    const attackOnly =
      input['target-condition'].length > 0
        ? 'target-condition'
        : input['within-5-feet']
          ? 'within-5-feet'
          : input['attack-type'] !== 'not-said'
            ? 'attack-type'
            : undefined;
    if (kind !== 'attack' && attackOnly) throw unknownOption(attackOnly, kind, 'attack');
    const test = { kind, bonus: input.bonus, target: input.target, cover: input.cover };
    const roll: RollConditionsInput = {
      roll: kind,
      ...(kind === 'attack' ? {} : { ability: input.ability }),
      roller: { conditions: input.condition.map(conditionOfName), exhaustion: input.exhaustion },
      ...(kind === 'attack'
        ? {
            target: { conditions: input['target-condition'].map(conditionOfName) },
            within5Feet: input['within-5-feet'],
            attackType: attackTypeOf(input['attack-type']),
          }
        : {}),
      advantage: input.advantage,
      disadvantage: input.disadvantage,
      bonusDice: readBonusDice(input['bonus-dice']),
      judged: input.judged,
    };
    const odds = d20TestWithConditions(test, roll, ruleset);
    // A roller that cannot take actions makes no attack roll: the cause, no odds (issue 61).
    const cannot = cannotActResult(odds.conditions);
    if (cannot) return { kind, ...cannot };
    if (input.roll === null) return odds;
    const diceTotal = input['dice-roll'] ?? undefined;
    return { ...odds, rolled: resolveD20WithConditions(test, roll, input.roll, ruleset, diceTotal) };
  },
});
