import { getRuleset, type RulesetId, type SaveHalfResult, saveForHalf } from '@polyhedral/core';
import { checkCalculatorDice, MIXTURE_SHARE } from '../shared/dice-budget.ts';
import { type ErrorResult, errorResultOf } from '../shared/error-result.ts';
import { type RollModeChoice, rollModeSources } from '../shared/roll-mode.ts';

/** Rule HalfDamage: damage rolled once for all targets, half (rounded down) on a successful save. */
export interface SaveHalfInputs {
  damage: string;
  saveBonus: number;
  dc: number;
  mode: RollModeChoice;
  ruleset: RulesetId;
}

export function computeSaveHalf(inputs: SaveHalfInputs): ({ ok: true } & SaveHalfResult) | ErrorResult {
  try {
    const ruleset = getRuleset(inputs.ruleset);
    checkCalculatorDice(inputs.damage, MIXTURE_SHARE);
    const result = saveForHalf(
      { damage: inputs.damage, saveBonus: inputs.saveBonus, dc: inputs.dc, ...rollModeSources(inputs.mode) },
      ruleset,
    );
    return { ok: true, ...result };
  } catch (error) {
    return errorResultOf(error);
  }
}
