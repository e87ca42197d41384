import type { CoverDegree } from '@polyhedral/core';
import {
  type AttackDamageResult,
  attackDamage,
  criticalDamageExpression,
  getRuleset,
  type RulesetId,
} from '@polyhedral/core';
import { checkCalculatorDice, MIXTURE_SHARE } from '../shared/dice-budget.ts';
import { type ErrorResult, errorResultOf } from '../shared/error-result.ts';
import { type RollModeChoice, rollModeSources } from '../shared/roll-mode.ts';

/** Rule CriticalHits (with AttackRolls, DamageRolls): damage per attack against an AC. */
export interface AttackDamageInputs {
  attackBonus: number;
  armorClass: number;
  damage: string;
  mode: RollModeChoice;
  cover: CoverDegree | 'none';
  ruleset: RulesetId;
}

export function computeAttackDamage(
  inputs: AttackDamageInputs,
): ({ ok: true } & AttackDamageResult) | ErrorResult {
  try {
    const ruleset = getRuleset(inputs.ruleset);
    // The critical damage (dice doubled or maximized) is the larger of the two computations.
    checkCalculatorDice(criticalDamageExpression(inputs.damage, ruleset), MIXTURE_SHARE);
    const result = attackDamage(
      {
        damage: inputs.damage,
        attackBonus: inputs.attackBonus,
        armorClass: inputs.armorClass,
        cover: inputs.cover,
        ...rollModeSources(inputs.mode),
      },
      ruleset,
    );
    return { ok: true, ...result };
  } catch (error) {
    return errorResultOf(error);
  }
}
