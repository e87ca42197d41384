import type { RuleId } from '../rule-ids.ts';
import type { Ruleset, RulesetId } from '../rulesets/types.ts';
import type { Judgement } from './condition-types.ts';
import type { RollInput } from './read-roll-input.ts';
import type { RollTally } from './roll-tally.ts';

/**
 * A ranged attack made next to an enemy, as data per ruleset (issue 61): Disadvantage when the
 * table ticks its judgement. Not a condition, so it has a rule ID of its own:
 * - SRD 5.2, RangedAttacksinCloseCombat (seed 000 line 758): "When you make a ranged attack roll
 *   with a weapon, a spell, or some other means, you have Disadvantage on the roll if you are
 *   within 5 feet of an enemy who can see you and doesn't have the Incapacitated condition."
 * - the Playtest, RangedAttacks, "Ranged Attacks in Melee" (seed 004 lines 1091-1095): "When you
 *   make a ranged attack with a weapon while you are within a hostile creature's reach, you have
 *   disadvantage on that attack roll."
 */
export interface CloseCombatRule {
  readonly ruleId: RuleId;
  /** What the table ticks: the enemy next to the attacker, as this ruleset words it. */
  readonly judgement: Judgement;
  readonly source: { readonly seed: '000' | '004'; readonly lines: string };
}

export const CLOSE_COMBAT_RULES: Readonly<Record<RulesetId, CloseCombatRule>> = {
  'srd-5.2': {
    ruleId: 'RangedAttacksinCloseCombat',
    judgement: 'enemy-within-5-feet',
    source: { seed: '000', lines: '758' },
  },
  playtest: {
    ruleId: 'RangedAttacks',
    judgement: 'hostile-within-reach',
    source: { seed: '004', lines: '1091-1095' },
  },
};

/**
 * The rule on one roll: a ranged attack roll (`attackType: 'ranged'`) has Disadvantage when the
 * table ticks the judgement (`conditions.cause.close-combat`); unticked, the rule is listed as
 * the table's to decide (`conditions.cause.rule-judgement`), never applied silently. A melee
 * attack, a roll that is not an attack, or an attack not said to be ranged: nothing.
 */
export function applyCloseCombat(
  tally: RollTally,
  ruleJudgement: { code: string; params: Record<string, string> }[],
  input: RollInput,
  ruleset: Pick<Ruleset, 'id'>,
): void {
  if (input.roll !== 'attack' || input.attackType !== 'ranged') return;
  const rule = CLOSE_COMBAT_RULES[ruleset.id];
  const params = { ruleId: rule.ruleId, judgement: rule.judgement };
  if (!input.judged.has(rule.judgement)) {
    ruleJudgement.push({ code: 'conditions.cause.rule-judgement', params });
    return;
  }
  tally.disadvantage += 1;
  tally.causes.push({ code: 'conditions.cause.close-combat', params });
}
