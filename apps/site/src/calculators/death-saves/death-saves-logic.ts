import {
  CALCULATOR_LIMITS,
  type DeathSaveOutcome,
  deathSaves,
  getRuleset,
  playtestDeathThreshold,
  RULESET_IDS,
  type RulesetId,
} from '@polyhedral/core';
import { type ErrorResult, errorResultOf } from '../shared/error-result.ts';

/**
 * Rule DeathSavingThrows: the exact chances of becoming Stable, dying or (SRD 5.2) regaining
 * 1 Hit Point on a natural 20, and the expected number of Death Saving Throws, from the current state.
 */
export { RULESET_IDS };

/** Input limits of the death-saves calculator kind (successes, failures, hp, con, level). */
export const DEATH_SAVES_LIMITS = CALCULATOR_LIMITS['death-saves'];

export interface DeathSavesInputs {
  ruleset: RulesetId;
  successes: number;
  /** SRD 5.2 only. */
  failures: number;
  /** Playtest only: current hit points (0 or fewer), Constitution score and character level. */
  hp: number;
  con: number;
  level: number;
}

export interface DeathSavesComputation {
  ok: true;
  outcome: DeathSaveOutcome;
  /** Playtest: the hit points at which the character dies, -(Constitution score + level); else null. */
  threshold: number | null;
}

export function computeDeathSaves(inputs: DeathSavesInputs): DeathSavesComputation | ErrorResult {
  try {
    const ruleset = getRuleset(inputs.ruleset);
    if (ruleset.dying.kind === 'death-saving-throw') {
      const outcome = deathSaves({ successes: inputs.successes, failures: inputs.failures }, ruleset);
      return { ok: true, outcome, threshold: null };
    }
    const threshold = playtestDeathThreshold(inputs.con, inputs.level);
    const outcome = deathSaves(
      { successes: inputs.successes, hp: inputs.hp, conScore: inputs.con, level: inputs.level },
      ruleset,
    );
    return { ok: true, outcome, threshold };
  } catch (error) {
    return errorResultOf(error);
  }
}
