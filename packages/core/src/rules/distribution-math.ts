/** The core's one rule over distributions; the algebra itself is @polyhedral/dice's. */

/** Damage is never negative: "it's possible to deal 0 damage but not negative damage" (DamageRolls). */
export function clampAtZero(value: number): number {
  return Math.max(value, 0);
}
