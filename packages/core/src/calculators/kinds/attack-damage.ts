import { conditionOfName } from '../../conditions/condition-names.ts';
import { d20Fields } from '../../conditions/d20-with-conditions.ts';
import { type RollConditionsResult, rollConditions } from '../../conditions/roll-conditions.ts';
import { type AttackDamageResult, attackDamage } from '../../rules/attack-damage.ts';
import { D20_LIMITS } from '../../rules/d20-test.ts';
import {
  bonusDice,
  exhaustion,
  readBonusDice,
  rollerConditions,
  sources,
  targetConditions,
  within5Feet,
} from '../condition-params.ts';
import { choice, defineCalculator, int } from '../define-calculator.ts';
import { ROLL_MODE_CHOICES, rollModeSources } from '../roll-mode.ts';
import { dice } from '../text-params.ts';
import { COVER_CHOICES } from './d20-test.ts';

/**
 * Rule CriticalHits (with AttackRolls, DamageRolls): damage per attack against an AC, with the
 * attacker's conditions and Exhaustion, the target's conditions (from within 5 feet or beyond),
 * dice on the attack roll and sources of Advantage and Disadvantage (`roll-mode` counts as one
 * more source), decided by rollConditions; its reasons are in `conditions.causes`.
 */
export const attackDamageCalculator = /* @__PURE__ */ defineCalculator({
  kind: 'attack-damage',
  ruleId: 'CriticalHits',
  params: [
    dice('damage', '1d8+3'),
    int('attack-bonus', D20_LIMITS.bonus, 5),
    int('ac', D20_LIMITS.target, 15),
    choice('roll-mode', ROLL_MODE_CHOICES, 'normal'),
    choice('cover', COVER_CHOICES, 'none'),
    sources('advantage'),
    sources('disadvantage'),
    rollerConditions(),
    exhaustion(),
    targetConditions(),
    within5Feet(),
    bonusDice(),
  ],
  compute: (input, ruleset): AttackDamageResult & { conditions: RollConditionsResult } => {
    const mode = rollModeSources(input['roll-mode']);
    const conditions = rollConditions(
      {
        roll: 'attack',
        roller: { conditions: input.condition.map(conditionOfName), exhaustion: input.exhaustion },
        target: { conditions: input['target-condition'].map(conditionOfName) },
        within5Feet: input['within-5-feet'],
        advantage: Math.min(input.advantage + mode.advantage, D20_LIMITS.sources.max),
        disadvantage: Math.min(input.disadvantage + mode.disadvantage, D20_LIMITS.sources.max),
        bonusDice: readBonusDice(input['bonus-dice']),
      },
      ruleset,
    );
    const result = attackDamage(
      {
        damage: input.damage,
        attackBonus: input['attack-bonus'],
        armorClass: input.ac,
        cover: input.cover,
        ...d20Fields(conditions),
      },
      ruleset,
    );
    return { ...result, conditions };
  },
});
