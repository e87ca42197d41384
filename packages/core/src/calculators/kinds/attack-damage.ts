import { type AttackDamageResult, attackDamage } from '../../rules/attack-damage.ts';
import { D20_LIMITS } from '../../rules/d20-test.ts';
import { choice, defineCalculator, int } from '../define-calculator.ts';
import { ROLL_MODE_CHOICES, rollModeSources } from '../roll-mode.ts';
import { dice } from '../text-params.ts';
import { COVER_CHOICES } from './d20-test.ts';

/** Rule CriticalHits (with AttackRolls, DamageRolls): damage per attack against an AC. */
export const attackDamageCalculator = /* @__PURE__ */ defineCalculator({
  kind: 'attack-damage',
  ruleId: 'CriticalHits',
  params: [
    dice('damage', '1d8+3'),
    int('attack-bonus', D20_LIMITS.bonus, 5),
    int('ac', D20_LIMITS.target, 15),
    choice('roll-mode', ROLL_MODE_CHOICES, 'normal'),
    choice('cover', COVER_CHOICES, 'none'),
  ],
  compute: (input, ruleset): AttackDamageResult =>
    attackDamage(
      {
        damage: input.damage,
        attackBonus: input['attack-bonus'],
        armorClass: input.ac,
        cover: input.cover,
        ...rollModeSources(input['roll-mode']),
      },
      ruleset,
    ),
});
