import { formatBonusDice } from '../rules/bonus-dice.ts';
import { D20_LIMITS } from '../rules/d20-limits.ts';
import { rollMode } from '../rules/d20-test.ts';
import { DEFAULT_RULESET } from '../rulesets/index.ts';
import type { Ruleset } from '../rulesets/types.ts';
import { applyCloseCombat } from './close-combat.ts';
import { conditionRulesFor } from './condition-rules.ts';
import { readRollInput } from './read-roll-input.ts';
import type { RollConditionsInput, RollConditionsResult } from './roll-conditions-types.ts';
import { newRollTally } from './roll-tally.ts';
import { applyRollerEffects } from './roller-effects.ts';
import { applyTargetEffects } from './target-effects.ts';

export type { AppliedEffect, RollConditionsInput, RollConditionsResult } from './roll-conditions-types.ts';

/**
 * THE function that decides what conditions do to a roll (issue 43): the roller's conditions and
 * Exhaustion, the target's on an attack roll against it, other sources and dice bonuses; returns
 * the roll mode after "they cancel" (ruleId TheyDontStack), the modifier, automatic failure and
 * Critical Hits, each with its cause. Effects that need the table's judgement apply only when
 * `judged` says so. Every roll of the core asks this function.
 */
export function rollConditions(
  input: RollConditionsInput,
  ruleset: Ruleset = DEFAULT_RULESET,
): RollConditionsResult {
  const rules = conditionRulesFor(ruleset);
  const read = readRollInput(input, rules);
  const tally = newRollTally(read.otherAdvantage, read.otherDisadvantage);
  applyRollerEffects(tally, read, rules, ruleset);
  applyTargetEffects(tally, read, rules, ruleset);
  const ruleJudgement: { code: string; params: Record<string, string> }[] = [];
  applyCloseCombat(tally, ruleJudgement, read, ruleset);

  const { causes } = tally;
  if (read.otherAdvantage > 0) {
    causes.push({ code: 'conditions.cause.other-advantage', params: { count: read.otherAdvantage } });
  }
  if (read.otherDisadvantage > 0) {
    causes.push({ code: 'conditions.cause.other-disadvantage', params: { count: read.otherDisadvantage } });
  }
  const dice = input.bonusDice ?? [];
  if (dice.length > 0) {
    causes.push({ code: 'conditions.cause.bonus-dice', params: { dice: formatBonusDice(dice) } });
  }
  const cap = D20_LIMITS.sources.max;
  const mode = rollMode(Math.min(tally.advantage, cap), Math.min(tally.disadvantage, cap));
  if (tally.advantage > 0 && tally.disadvantage > 0)
    causes.push({ code: 'conditions.cause.cancel', params: {} });
  return {
    roll: read.roll,
    mode,
    advantage: tally.advantage,
    disadvantage: tally.disadvantage,
    modifier: tally.modifier,
    bonusDice: dice,
    autoFail: tally.autoFail,
    criticalOnHit: tally.criticalOnHit,
    applied: tally.applied,
    judgement: tally.judgement,
    absent: tally.absent,
    immune: tally.immune,
    cannotAct: tally.cannotAct,
    ruleJudgement,
    // Every reason, the effects left to the table's judgement included ("Not applied, the table
    // decides: Frightened, while the source of fear is within line of sight"): never silent.
    causes: [
      ...(tally.cannotAct ? [tally.cannotAct] : []),
      ...tally.immune,
      ...causes,
      ...tally.absent,
      ...tally.judgement.map((one) => one.cause),
      ...ruleJudgement,
    ],
  };
}
