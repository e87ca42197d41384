import { D20_LIMITS } from '../../rules/d20-test.ts';
import { type SaveHalfResult, saveForHalf } from '../../rules/save-half.ts';
import { choice, defineCalculator, dice, int } from '../define-calculator.ts';
import { ROLL_MODE_CHOICES, rollModeSources } from '../roll-mode.ts';
import { COVER_CHOICES } from './d20-test.ts';

/** Rule HalfDamage: damage rolled once, half (rounded down) on a successful save. */
export const saveHalfCalculator = /* @__PURE__ */ defineCalculator({
  kind: 'save-half',
  ruleId: 'HalfDamage',
  params: [
    dice('damage', '8d6'),
    int('save-bonus', D20_LIMITS.bonus, 2),
    int('dc', D20_LIMITS.target, 15),
    choice('roll-mode', ROLL_MODE_CHOICES, 'normal'),
    choice('cover', COVER_CHOICES, 'none'),
  ],
  compute: (input, ruleset): SaveHalfResult =>
    saveForHalf(
      {
        damage: input.damage,
        saveBonus: input['save-bonus'],
        dc: input.dc,
        cover: input.cover,
        ...rollModeSources(input['roll-mode']),
      },
      ruleset,
    ),
});
