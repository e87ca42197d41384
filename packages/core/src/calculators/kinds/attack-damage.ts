import { type CannotActResult, cannotActResult } from '../../conditions/cannot-act-result.ts';
import { conditionOfName } from '../../conditions/condition-names.ts';
import { d20Fields } from '../../conditions/d20-with-conditions.ts';
import { type RollConditionsResult, rollConditions } from '../../conditions/roll-conditions.ts';
import { type AttackDamageResult, attackDamage } from '../../rules/attack-damage.ts';
import { D20_LIMITS } from '../../rules/d20-test.ts';
import { DAMAGE_TYPES } from '../../rules/damage-limits.ts';
import { ROLL_MODE_CHOICES, rollModeSources } from '../../rules/roll-mode.ts';
import { getRuleset } from '../../rulesets/index.ts';
import { attackTypeOf, readBonusDice, sources, targetedRollConditionParams } from '../condition-params.ts';
import { choice, choices, defineCalculator, int } from '../define-calculator.ts';
import { dice } from '../text-params.ts';
import { COVER_CHOICES } from './d20-test.ts';

/** What a defense list may name: a damage type, or `all`. */
const DEFENSE_TYPE_CHOICES = [...DAMAGE_TYPES, 'all'] as const;
const SRD_ONLY = { rulesets: ['srd-5.2'] } as const;

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
    sources('advantage'),
    sources('disadvantage'),
    ...targetedRollConditionParams(),
    // The damage's type and the target's defenses (as a save-for-half target's `resist=` `vuln=`
    // `immune=`): through the one damage-defenses path with the target's conditions.
    choice('damage-type', DAMAGE_TYPES, 'slashing'),
    choices('resist', DEFENSE_TYPE_CHOICES),
    choices('vulnerable', DEFENSE_TYPE_CHOICES),
    choices('immune', DEFENSE_TYPE_CHOICES, SRD_ONLY),
  ],
  compute: (
    input,
    ruleset,
  ): (AttackDamageResult & { conditions: RollConditionsResult }) | CannotActResult => {
    const mode = rollModeSources(input['roll-mode']);
    const conditions = rollConditions(
      {
        roll: 'attack',
        roller: { conditions: input.condition.map(conditionOfName), exhaustion: input.exhaustion },
        target: { conditions: input['target-condition'].map(conditionOfName) },
        within5Feet: input['within-5-feet'],
        attackType: attackTypeOf(input['attack-type']),
        advantage: Math.min(input.advantage + mode.advantage, D20_LIMITS.sources.max),
        disadvantage: Math.min(input.disadvantage + mode.disadvantage, D20_LIMITS.sources.max),
        bonusDice: readBonusDice(input['bonus-dice']),
        judged: input.judged,
      },
      ruleset,
    );
    // An attacker that cannot take actions makes no attack: the cause, no odds (issue 61).
    const cannot = cannotActResult(conditions);
    if (cannot) return cannot;
    const targetConditionIds = input['target-condition'].map(conditionOfName);
    const result = attackDamage(
      {
        damage: input.damage,
        attackBonus: input['attack-bonus'],
        armorClass: input.ac,
        cover: input.cover,
        ...d20Fields(conditions),
        damageType: input['damage-type'],
        defenses: {
          resist: input.resist,
          vulnerable: input.vulnerable,
          immune: getRuleset(input.ruleset).resistanceAndVulnerability.immunity ? input.immune : [],
          conditions: targetConditionIds,
          // The attacker's own (the Playtest's Ethereal deals half damage to non-ethereal targets).
          attackerConditions: input.condition.map(conditionOfName),
          judged: input.judged,
        },
      },
      ruleset,
    );
    return { ...result, conditions };
  },
});
