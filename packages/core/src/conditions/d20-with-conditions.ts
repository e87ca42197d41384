import { D20_LIMITS } from '../rules/d20-limits.ts';
import {
  type D20RollOutcome,
  type D20TestInput,
  type D20TestResult,
  d20Test,
  resolveD20Roll,
} from '../rules/d20-test.ts';
import { DEFAULT_RULESET } from '../rulesets/index.ts';
import type { Ruleset } from '../rulesets/types.ts';
import { type RollConditionsInput, type RollConditionsResult, rollConditions } from './roll-conditions.ts';

/** The D20 Test fields rollConditions decides: sources, modifier, dice, automatic failure, Critical Hits. */
type DecidedField = 'advantage' | 'disadvantage' | 'modifier' | 'bonusDice' | 'autoFail' | 'hitsAreCritical';

/** A D20 Test without the fields rollConditions decides. */
export type PlainD20Test = Omit<D20TestInput, DecidedField>;

/** The D20 Test fields rollConditions decided (DecidedField), for d20Test. */
export function d20Fields(conditions: RollConditionsResult): Pick<D20TestInput, DecidedField> {
  const cap = D20_LIMITS.sources.max;
  const attack = conditions.roll === 'attack';
  return {
    advantage: Math.min(conditions.advantage, cap),
    disadvantage: Math.min(conditions.disadvantage, cap),
    modifier: conditions.modifier,
    bonusDice: conditions.bonusDice,
    ...(attack ? { hitsAreCritical: conditions.criticalOnHit } : { autoFail: conditions.autoFail }),
  };
}

/** The d20 test kind of a roll rollConditions knows (Initiative is a check, a death save a save). */
export function d20KindOf(roll: RollConditionsInput['roll']): D20TestInput['kind'] {
  if (roll === 'attack') return 'attack';
  if (roll === 'save' || roll === 'death-save') return 'save';
  return 'check';
}

export interface ConditionedD20Test extends D20TestResult {
  readonly conditions: RollConditionsResult;
}

/** The exact odds of a D20 Test with conditions applied (rollConditions decides; d20Test counts). */
export function d20TestWithConditions(
  test: PlainD20Test,
  roll: RollConditionsInput,
  ruleset: Ruleset = DEFAULT_RULESET,
): ConditionedD20Test {
  const conditions = rollConditions(roll, ruleset);
  return { ...d20Test({ ...test, ...d20Fields(conditions) }, ruleset), conditions };
}

/** The same roll as the table rolled it: its kept d20 (and the bonus dice's signed total). */
export function resolveD20WithConditions(
  test: PlainD20Test,
  roll: RollConditionsInput,
  d20: number,
  ruleset: Ruleset = DEFAULT_RULESET,
  diceTotal?: number,
): D20RollOutcome | null {
  const conditions = rollConditions(roll, ruleset);
  return resolveD20Roll({ ...test, ...d20Fields(conditions) }, d20, ruleset, diceTotal);
}
