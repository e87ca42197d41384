import { conditionOfName } from '../../conditions/condition-names.ts';
import {
  CONCENTRATION_LIMITS,
  CONCENTRATION_SAVE,
  type ConcentrationResult,
  concentrationSave,
  resolveConcentrationRoll,
} from '../../rules/concentration.ts';
import { D20_LIMITS } from '../../rules/d20-limits.ts';
import type { D20RollOutcome } from '../../rules/d20-test.ts';
import {
  bonusDice,
  diceRoll,
  exhaustion,
  readBonusDice,
  rollerConditions,
  sources,
} from '../condition-params.ts';
import { defineCalculator, int, optionalInt } from '../define-calculator.ts';

export type ConcentrationCalculatorResult = ConcentrationResult & { rolled?: D20RollOutcome };

/** Concentration (SRD 5.2 Rules Glossary): the save's DC and the exact chance to keep Concentration. */
export const concentrationCalculator = /* @__PURE__ */ defineCalculator({
  kind: 'concentration',
  ruleId: CONCENTRATION_SAVE.ruleId,
  params: [
    int('damage', CONCENTRATION_LIMITS.damage, 10),
    int('bonus', CONCENTRATION_LIMITS.bonus, 2),
    sources('advantage'),
    sources('disadvantage'),
    optionalInt('roll', D20_LIMITS.face),
    rollerConditions(),
    exhaustion(),
    bonusDice(),
    diceRoll(),
  ],
  compute: (input, ruleset): ConcentrationCalculatorResult => {
    const save = {
      damage: input.damage,
      bonus: input.bonus,
      advantage: input.advantage,
      disadvantage: input.disadvantage,
      conditions: input.condition.map(conditionOfName),
      exhaustion: input.exhaustion,
      bonusDice: readBonusDice(input['bonus-dice']),
    };
    const odds = concentrationSave(save, ruleset);
    return input.roll === null
      ? odds
      : {
          ...odds,
          rolled: resolveConcentrationRoll(save, input.roll, ruleset, input['dice-roll'] ?? undefined),
        };
  },
});
