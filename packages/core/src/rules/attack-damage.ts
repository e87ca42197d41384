import {
  type DiceNode,
  type Distribution,
  distributionOf,
  formatDice,
  mixDistributions,
  parseDice,
} from '@polyhedral/dice';
import type { ConditionCause } from '../conditions/condition-types.ts';
import { DEFAULT_RULESET } from '../rulesets/index.ts';
import type { Ruleset } from '../rulesets/types.ts';
import { criticalDamageExpression } from './critical-damage.ts';
import { type D20TestInput, d20Test } from './d20-test.ts';
import {
  type CreatureDefenses,
  defendDistribution,
  hasNoDefenses,
  resolveDefenses,
} from './damage-defenses.ts';
import type { DamageType } from './damage-limits.ts';
import { clampAtZero } from './distribution-math.ts';

export { criticalDamageExpression } from './critical-damage.ts';

/** Distribution of one damage roll, never below 0 (ruleId DamageRolls, seed 002 lines 705-707). */
export function damageDistribution(damage: DiceNode | string): Distribution {
  const rolled = distributionOf(damage);
  // Nothing below 0 to clamp: the roll's own distribution (and its exact mean) stands.
  return rolled.min >= 0 && rolled.unbounded !== 'below' && rolled.unbounded !== 'both'
    ? rolled
    : mixDistributions([[1, rolled, clampAtZero]]);
}

export interface AttackDamageInput extends Omit<D20TestInput, 'kind' | 'bonus' | 'target'> {
  /** Damage on a hit, dice notation ("1d8+3"). */
  damage: DiceNode | string;
  attackBonus: number;
  armorClass: number;
  /** The damage's type (what typed Resistance, Vulnerability and Immunity look at). */
  damageType?: DamageType;
  /** The target's defenses: typed lists and its conditions (Petrified: Resistance to all damage). */
  defenses?: CreatureDefenses;
}

export interface AttackDamageResult {
  hit: number;
  critical: number;
  miss: number;
  /** Canonical notation of the normal and the critical damage expressions. */
  damageExpression: string;
  criticalExpression: string;
  /** Expected damage of one attack against this AC (a miss deals 0). */
  expectedDamage: number;
  /** Full distribution of damage per attack (a miss is 0). */
  distribution: Distribution;
  onHit: Distribution;
  onCritical: Distribution;
  /** What the target's conditions did to the damage ("Resistance: Petrified"), in order. */
  defenseCauses: readonly ConditionCause[];
}

/**
 * Damage of one attack against an AC (ruleIds AttackRolls, CriticalHits, DamageRolls): the
 * attack roll decides miss / hit / Critical Hit, then the damage (or the ruleset's critical
 * damage) is dealt through the target's defenses (ruleIds ResistanceandVulnerability, Immunity,
 * Conditions: the one damage-defenses path, exact); a miss deals 0.
 */
export function attackDamage(
  input: AttackDamageInput,
  ruleset: Ruleset = DEFAULT_RULESET,
): AttackDamageResult {
  const node = typeof input.damage === 'string' ? parseDice(input.damage) : input.damage;
  const roll = d20Test(
    { ...input, kind: 'attack', bonus: input.attackBonus, target: input.armorClass },
    ruleset,
  );
  const criticalNode = criticalDamageExpression(node, ruleset);
  const defenses = resolveDefenses(input.defenses ?? {}, ruleset);
  const defend = (dist: Distribution) =>
    hasNoDefenses(defenses) ? dist : defendDistribution(dist, input.damageType, defenses, ruleset);
  const onHit = defend(damageDistribution(node));
  const onCritical = defend(damageDistribution(criticalNode));
  const plainHit = roll.success - roll.critical;
  const miss = 1 - roll.success;
  const distribution = mixDistributions([
    [miss, { min: 0, max: 0, mean: 0, stddev: 0, outcomes: [[0, 1]], truncatedMass: 0, unbounded: null }],
    [plainHit, onHit],
    [roll.critical, onCritical],
  ]);
  return {
    hit: roll.success,
    critical: roll.critical,
    miss,
    damageExpression: formatDice(node),
    criticalExpression: formatDice(criticalNode),
    expectedDamage: plainHit * onHit.mean + roll.critical * onCritical.mean,
    distribution,
    onHit,
    onCritical,
    defenseCauses: defenses.causes,
  };
}
