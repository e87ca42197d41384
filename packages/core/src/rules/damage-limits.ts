/** Input limits of the damage and hit point rules (the site validates against these). */
export const DAMAGE_LIMITS = {
  /** Largest hit point maximum, current hit points and temporary hit points. */
  maxHitPoints: 10_000,
  /** Largest damage or healing amount in one application. */
  maxAmount: 100_000,
  /** Largest absolute flat adjustment. */
  maxAdjustment: 10_000,
  maxMultiplier: 10,
  /** Most typed damage parts in one hit (2d6 slashing + 1d6 fire is two). */
  maxParts: 4,
} as const;

/** The damage types (Rules Glossary names, referenced by DamageTypes). */
export const DAMAGE_TYPES = [
  'acid',
  'bludgeoning',
  'cold',
  'fire',
  'force',
  'lightning',
  'necrotic',
  'piercing',
  'poison',
  'psychic',
  'radiant',
  'slashing',
  'thunder',
] as const;

export type DamageType = (typeof DAMAGE_TYPES)[number];
