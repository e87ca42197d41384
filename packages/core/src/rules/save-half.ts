import { type DiceNode, type Distribution, parseDice } from '@polyhedral/dice';
import { RuleInputError } from '../errors.ts';
import { DEFAULT_RULESET } from '../rulesets/index.ts';
import type { Ruleset } from '../rulesets/types.ts';
import { requireInteger } from '../validate.ts';
import { damageDistribution } from './attack-damage.ts';
import { type D20TestInput, d20Test } from './d20-test.ts';
import { DAMAGE_LIMITS } from './damage-limits.ts';
import { mixDistributions } from './distribution-math.ts';

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
  /** Distribution of the damage this target takes. */
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
  if (ruleset.saveSuccessDamage.kind !== 'half-round-down') {
    throw new RuleInputError('rules.ruleset.unsupported', { feature: 'half-damage', ruleset: ruleset.id });
  }
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

export interface SaveHalfTarget extends Omit<D20TestInput, 'kind' | 'bonus' | 'target' | 'criticalOn'> {
  saveBonus: number;
}

/** Most targets of one area effect handled by saveForHalfTargets. */
export const SAVE_HALF_MAX_TARGETS = 50;

/**
 * Several targets of one effect (ruleId DamageagainstMultipleTargets, seed 002 lines 719-721:
 * "roll the damage once for all the targets"): every target takes the same rolled amount, or half
 * of it (rounded down) on a successful save. Returns each target's expected damage and the exact
 * distribution of the total damage dealt, which reflects the single shared roll.
 */
export function saveForHalfTargets(
  damage: DiceNode | string,
  dc: number,
  targets: readonly SaveHalfTarget[],
  ruleset: Ruleset = DEFAULT_RULESET,
): { perTarget: SaveHalfResult[]; total: Distribution } {
  requireInteger('targets', targets.length, 1, SAVE_HALF_MAX_TARGETS);
  const node = typeof damage === 'string' ? parseDice(damage) : damage;
  const perTarget = targets.map((t) => saveForHalf({ ...t, damage: node, dc }, ruleset));
  // Distribution of the number of successful saves (independent d20s, shared damage roll).
  let successes = [1];
  for (const { saveSuccess: p } of perTarget) {
    const next = new Array<number>(successes.length + 1).fill(0);
    successes.forEach((q, k) => {
      next[k] = next[k]! + q * (1 - p);
      next[k + 1] = next[k + 1]! + q * p;
    });
    successes = next;
  }
  const n = targets.length;
  const rolled = perTarget[0]!.rolled;
  const total = mixDistributions(
    successes.map((q, k) => [q, rolled, (d: number) => (n - k) * d + k * halfDamage(d)] as const),
  );
  return { perTarget, total };
}
