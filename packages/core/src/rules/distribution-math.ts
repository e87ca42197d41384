/**
 * The core's one rule over distributions; the algebra itself (sums, mixtures, maps, moments, the
 * work limit) is @polyhedral/dice's (sumDistributions, mixDistributions, ...).
 */

/** Damage is never negative: "it's possible to deal 0 damage but not negative damage" (DamageRolls). */
export function clampAtZero(value: number): number {
  return Math.max(value, 0);
}
