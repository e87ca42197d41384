import { type RollConditionsResult, rollConditions } from '../../conditions/roll-conditions.ts';
import { ABILITY_SCORE_LIMITS } from '../../rules/ability-modifier.ts';
import { type DeathSaveOutcome, deathSaves } from '../../rules/death-saves.ts';
import { playtestDeathThreshold } from '../../rules/playtest-death-threshold.ts';
import { LEVEL_LIMITS } from '../../rules/proficiency-bonus.ts';
import { BONUS_DIE_CHOICES, ROLL_EXHAUSTION_LIMITS, readBonusDice } from '../condition-params.ts';
import { choices, defineCalculator, int } from '../define-calculator.ts';

export interface DeathSavesCalculatorResult {
  outcome: DeathSaveOutcome;
  /** What the creature's Exhaustion does to each Death Saving Throw, with the reason (SRD 5.2). */
  conditions?: RollConditionsResult;
  /** Playtest: the hit points at which the character dies, -(Constitution score + level); else null. */
  threshold: number | null;
}

const inRange = (value: number, range: { min: number; max: number }) =>
  Number.isInteger(value) && value >= range.min && value <= range.max;

/** Rule DeathSavingThrows: the exact chances of Stable, dead or (SRD 5.2) revived, from the state. */
export const deathSavesCalculator = /* @__PURE__ */ defineCalculator({
  kind: 'death-saves',
  ruleId: 'DeathSavingThrows',
  params: [
    int('successes', { min: 0, max: 2 }, 0),
    int('failures', { min: 0, max: 2 }, 0, { rulesets: ['srd-5.2'] }),
    int('hp', { min: -(ABILITY_SCORE_LIMITS.max + LEVEL_LIMITS.max) + 1, max: 0 }, 0, {
      rulesets: ['playtest'],
    }),
    int('con', ABILITY_SCORE_LIMITS, 10, { rulesets: ['playtest'] }),
    int('level', LEVEL_LIMITS, 1, { rulesets: ['playtest'] }),
    // Exhaustion: −2 per level on each Death Saving Throw (a D20 Test); no Exhaustion in the Playtest.
    int('exhaustion', ROLL_EXHAUSTION_LIMITS, 0, { rulesets: ['srd-5.2'] }),
    // Bless +1d4, Bane −1d4 on each Death Saving Throw (a saving throw), counted over every face.
    choices('bonus-dice', BONUS_DIE_CHOICES, { rulesets: ['srd-5.2'] }),
  ],
  // Playtest: above the death threshold -(Con + level), which depends on the other two fields.
  ranges: (input) =>
    input.ruleset === 'playtest' &&
    inRange(input.con, ABILITY_SCORE_LIMITS) &&
    inRange(input.level, LEVEL_LIMITS)
      ? { hp: { min: playtestDeathThreshold(input.con, input.level) + 1, max: 0 } }
      : {},
  compute: (input, ruleset): DeathSavesCalculatorResult => {
    if (ruleset.dying.kind === 'death-saving-throw') {
      return {
        outcome: deathSaves(
          {
            successes: input.successes,
            failures: input.failures,
            exhaustion: input.exhaustion,
            bonusDice: readBonusDice(input['bonus-dice']),
          },
          ruleset,
        ),
        threshold: null,
        conditions: rollConditions(
          {
            roll: 'death-save',
            roller: { exhaustion: input.exhaustion },
            bonusDice: readBonusDice(input['bonus-dice']),
          },
          ruleset,
        ),
      };
    }
    const threshold = playtestDeathThreshold(input.con, input.level);
    const outcome = deathSaves(
      { successes: input.successes, hp: input.hp, conScore: input.con, level: input.level },
      ruleset,
    );
    return { outcome, threshold };
  },
});
