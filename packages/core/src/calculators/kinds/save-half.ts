import { BONUS_DICE_LIMITS } from '../../rules/bonus-dice.ts';
import { D20_LIMITS } from '../../rules/d20-test.ts';
import { DAMAGE_LIMITS, DAMAGE_TYPES } from '../../rules/damage-limits.ts';
import { SAVE_HALF_LIMITS } from '../../rules/save-half-input.ts';
import {
  resolveSaveHalfTargets,
  type SaveHalfRoll,
  type SaveHalfTargetsInput,
  type SaveHalfTargetsResult,
  saveHalfTargets,
} from '../../rules/save-half-targets.ts';
import { ABILITIES } from '../../tables/shared-labels.ts';
import { BONUS_DIE_CHOICES, readBonusDice } from '../condition-params.ts';
import { choice, choices, defineCalculator, int } from '../define-calculator.ts';
import type { IntegerListParam } from '../param-spec.ts';
import { damageParts, saveTargets } from '../text-params.ts';

/** The largest total bonus dice can show (every term at its most dice of the most sides). */
const BONUS_DICE_MOST =
  BONUS_DICE_LIMITS.terms * BONUS_DICE_LIMITS.count.max * Math.max(...BONUS_DICE_LIMITS.sides);

const DAMAGE = damageParts('damage', 'dice', [{ amount: '8d6', type: 'fire' }]);
const TARGETS = saveTargets('targets', [
  { saveBonus: 2, mode: 'normal', cover: 'none', resist: [], vulnerable: [], immune: [] },
  { saveBonus: 5, mode: 'normal', cover: 'none', resist: ['fire'], vulnerable: [], immune: [] },
]);

/** The kept d20 of each target, rolled at the table, in the targets' order (optional). */
const D20S: IntegerListParam<'d20s'> = {
  name: 'd20s',
  type: 'integer-list',
  min: D20_LIMITS.face.min,
  max: D20_LIMITS.face.max,
  maxItems: SAVE_HALF_LIMITS.maxTargets,
  default: [],
};

/** Each target's bonus dice total as rolled at the table (optional), within what its dice show. */
const DICE_TOTALS: IntegerListParam<'dice-totals'> = {
  name: 'dice-totals',
  type: 'integer-list',
  min: -BONUS_DICE_MOST,
  max: BONUS_DICE_MOST,
  maxItems: SAVE_HALF_LIMITS.maxTargets,
  default: [],
};

/** The damage each part rolled at the table, in the parts' order (optional). */
const ROLLED: IntegerListParam<'rolled'> = {
  name: 'rolled',
  type: 'integer-list',
  min: 0,
  max: DAMAGE_LIMITS.maxAmount,
  maxItems: SAVE_HALF_LIMITS.maxParts,
  default: [],
};

/** The damage types a part may have (the kind's type choices). */
export const SAVE_HALF_DAMAGE_TYPES = DAMAGE_TYPES;

/** The effect the fields describe, for the odds and the rolls alike, each save with the bonus dice. */
export function saveHalfEffectOf(input: {
  damage: SaveHalfTargetsInput['damage'];
  dc: number;
  targets: SaveHalfTargetsInput['targets'];
  ability: NonNullable<SaveHalfTargetsInput['ability']>;
  'bonus-dice': readonly string[];
}): SaveHalfTargetsInput {
  const dice = readBonusDice(input['bonus-dice']);
  const targets =
    dice.length === 0 ? input.targets : input.targets.map((one) => ({ ...one, bonusDice: dice }));
  return { damage: input.damage, dc: input.dc, targets, ability: input.ability };
}

/** Rule HalfDamage (with DamageagainstMultipleTargets): one damage roll against several saving targets. */
export const saveHalfCalculator = /* @__PURE__ */ defineCalculator({
  kind: 'save-half',
  ruleId: 'HalfDamage',
  // `ability`: the save's ability (a target's conditions act on some abilities only).
  params: [
    DAMAGE,
    int('dc', D20_LIMITS.target, 15),
    TARGETS,
    D20S,
    ROLLED,
    choice('ability', ABILITIES, 'dexterity'),
    // Bless +1d4, Bane −1d4 on every target's save; the odds count them over every face, a roll
    // here rolls them, and the table's own rolls give their totals (`dice-totals`).
    choices('bonus-dice', BONUS_DIE_CHOICES),
    DICE_TOTALS,
  ],
  compute: (input, ruleset): SaveHalfTargetsResult & { entered?: SaveHalfRoll } => {
    const dice = readBonusDice(input['bonus-dice']);
    const effect = saveHalfEffectOf(input);
    const odds = saveHalfTargets(effect, ruleset);
    // The table's rolls, once there is one d20 per target and one amount per damage part, and with
    // bonus dice one dice total per target (a total without them would be wrong).
    const complete =
      input.d20s.length === input.targets.length &&
      input.rolled.length === input.damage.length &&
      (dice.length === 0 || input['dice-totals'].length === input.targets.length);
    if (!complete) return odds;
    const entered = {
      damage: input.rolled,
      d20: input.d20s,
      ...(dice.length === 0 ? {} : { diceTotals: input['dice-totals'] }),
    };
    return { ...odds, entered: resolveSaveHalfTargets(effect, entered, ruleset) };
  },
});
