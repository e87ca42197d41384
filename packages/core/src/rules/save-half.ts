import { type DiceNode, type Distribution, mixDistributions, parseDice } from '@polyhedral/dice';
import { unsupportedBy } from '../errors.ts';
import { DEFAULT_RULESET } from '../rulesets/index.ts';
import type { Ruleset } from '../rulesets/types.ts';
import { requireInteger } from '../validate.ts';
import { damageDistribution } from './attack-damage.ts';
import { type D20TestInput, d20Test } from './d20-test.ts';
import { DAMAGE_LIMITS } from './damage-limits.ts';

export interface SaveHalfInput extends Omit<D20TestInput, 'kind' | 'bonus' | 'target' | 'criticalOn'> {
  /** Damage on a failed save ("8d6"); rolled once for all targets. */
  damage: DiceNode | string;
  saveBonus: number;
  dc: number;
}

export interface SaveHalfResult {
  /** Chance that the target succeeds on the save. */
  saveSuccess: number;
  /** Distribution of the rolled damage (what a failed save takes). */
  rolled: Distribution;
  taken: Distribution;
  expectedDamage: number;
}

/**
 * A damaging effect with a saving throw for half damage (ruleIds HalfDamage, seed 002 lines
 * 723-725; DamageagainstMultipleTargets, lines 719-721): the damage is rolled once for all
 * targets; a target that succeeds takes half of it, rounded down. The playtest gives no fixed
 * fraction ("a diminished version", seed 004 lines 158-164), so it is `rules.ruleset.unsupported`.
 */
export function saveForHalf(input: SaveHalfInput, ruleset: Ruleset = DEFAULT_RULESET): SaveHalfResult {
  if (ruleset.saveSuccessDamage.kind !== 'half-round-down') throw unsupportedBy(ruleset, 'half-damage');
  const node = typeof input.damage === 'string' ? parseDice(input.damage) : input.damage;
  const save = d20Test({ ...input, kind: 'save', bonus: input.saveBonus, target: input.dc }, ruleset);
  const rolled = damageDistribution(node);
  const taken = mixDistributions([
    [1 - save.success, rolled],
    [save.success, rolled, halfDamage],
  ]);
  return { saveSuccess: save.success, rolled, taken, expectedDamage: taken.mean };
}

/** Half of a damage amount, rounded down (ruleId HalfDamage: "takes half the damage, rounded down"). */
export function halfDamage(value: number): number {
  return Math.floor(value / 2);
}

/** Damage a target takes from one rolled amount (rolled once for all targets): all, or half rounded down. */
export function damageAfterSave(rolled: number, saved: boolean): number {
  const value = requireInteger('damage', rolled, 0, DAMAGE_LIMITS.maxAmount);
  return saved ? halfDamage(value) : value;
}
