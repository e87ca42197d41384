import {
  type DiceNode,
  type DiceNote,
  type Distribution,
  type DistributionSummary,
  distributionOf,
  distributionSummary,
  parseDice,
  parseDiceWithNotes,
  probabilityAtLeast,
} from '@polyhedral/dice';
import { criticalDamageExpression } from '../../rules/critical-damage.ts';
import type { Ruleset } from '../../rulesets/types.ts';
import { defineCalculator, flag, optionalInt } from '../define-calculator.ts';
import { type ExactDice, exactDice } from '../exact-dice.ts';
import { dice } from '../text-params.ts';

/** Largest |threshold| the "at least" field takes (nine digits). */
export const DICE_THRESHOLD_LIMITS = { min: -999_999_999, max: 999_999_999 } as const;

export interface DiceCalculatorResult {
  distribution: Distribution;
  summary: DistributionSummary;
  /** P(result >= at-least), or null when no threshold is given. */
  chanceAtLeast: number | null;
  /** The expression is a comparison (`1d20+5>=15`): its outcome is 1 (success) or 0. */
  isComparison: boolean;
  /** The readings used where other rollers read a spelling differently (`dice.note.*`). */
  notes: readonly DiceNote[];
  /** The same distribution, mean and chance as exact fractions, where the expression has them (exact-dice.ts). */
  exact: ExactDice | null;
}

/** The expression a dice input stands for (rules DamageRolls, CriticalHits), as a Critical Hit's when `critical`. */
export function diceExpression(
  input: { expr: string | DiceNode; critical: boolean },
  ruleset: Ruleset,
): DiceNode {
  const parsed = typeof input.expr === 'string' ? parseDice(input.expr) : input.expr;
  return input.critical ? criticalDamageExpression(parsed, ruleset) : parsed;
}

/** A dice expression parsed once (parseDiceWithNotes): its tree and the readings noted. */
export interface ParsedDice {
  node: DiceNode;
  notes: readonly DiceNote[];
}

/** Rule DamageRolls for an expression parsed once (a rule page's dice field carries its tree). */
export function diceResult(
  parsed: ParsedDice,
  input: { critical: boolean; 'at-least': number | null },
  ruleset: Ruleset,
): DiceCalculatorResult {
  const node = diceExpression({ expr: parsed.node, critical: input.critical }, ruleset);
  const distribution = distributionOf(node);
  const exact = exactDice(node, distribution, input['at-least']);
  const atLeast = input['at-least'];
  return {
    distribution,
    summary: distributionSummary(distribution),
    // The exact value's float where there is one (0.55, not 0.5499999999999998).
    chanceAtLeast:
      atLeast === null
        ? null
        : (exact?.chanceAtLeast?.toNumber() ?? probabilityAtLeast(distribution, atLeast)),
    isComparison: node.type === 'compare',
    notes: parsed.notes,
    exact,
  };
}

/** Rule DamageRolls: the exact distribution of any dice expression (critical: dice as on a Critical Hit). */
export const diceCalculator = /* @__PURE__ */ defineCalculator({
  kind: 'dice',
  ruleId: 'DamageRolls',
  params: [dice('expr', '8d6'), flag('critical'), optionalInt('at-least', DICE_THRESHOLD_LIMITS)],
  compute: (input, ruleset): DiceCalculatorResult =>
    diceResult(parseDiceWithNotes(input.expr), input, ruleset),
});
