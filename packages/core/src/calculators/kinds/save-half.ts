import { D20_LIMITS } from '../../rules/d20-test.ts';
import { DAMAGE_TYPES } from '../../rules/damage-limits.ts';
import { type SaveHalfTargetsResult, saveHalfTargets } from '../../rules/save-half-targets.ts';
import { defineCalculator, int } from '../define-calculator.ts';
import { damageParts, saveTargets } from '../text-params.ts';

const DAMAGE = damageParts('damage', 'dice', [{ amount: '8d6', type: 'fire' }]);
const TARGETS = saveTargets('targets', [
  { saveBonus: 2, mode: 'normal', cover: 'none', resist: [], vulnerable: [], immune: [] },
  { saveBonus: 5, mode: 'normal', cover: 'none', resist: ['fire'], vulnerable: [], immune: [] },
]);

/** The damage types a part may have (the kind's type choices). */
export const SAVE_HALF_DAMAGE_TYPES = DAMAGE_TYPES;

/**
 * Rule HalfDamage (with DamageagainstMultipleTargets, OrderofApplication): one effect's damage,
 * rolled once, against several targets that each save, with their own cover and defenses.
 */
export const saveHalfCalculator = /* @__PURE__ */ defineCalculator({
  kind: 'save-half',
  ruleId: 'HalfDamage',
  params: [DAMAGE, int('dc', D20_LIMITS.target, 15), TARGETS],
  compute: (input, ruleset): SaveHalfTargetsResult =>
    saveHalfTargets({ damage: input.damage, dc: input.dc, targets: input.targets }, ruleset),
});
