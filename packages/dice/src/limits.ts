/** Documented limits; requests past them get a DiceLimitError before any heavy work. */
export const DICE_LIMITS = Object.freeze({
  /** Characters of input (before and after NFKC normalization). */
  maxInputLength: 200,
  /** Dice in one group (`1000d6`). */
  maxDicePerGroup: 1000,
  /** Dice in the whole expression. */
  maxDiceTotal: 10_000,
  /** Sides of a standard die (`d1000`), and faces listed in a custom die. */
  maxSides: 1000,
  /** Absolute value of any integer written in the expression (constants, custom faces, mi/ma, compare points). */
  maxNumber: 1_000_000,
  /** Size of the value range (max - min + 1) of any intermediate exact distribution. */
  maxOutcomes: 1_000_000,
  /** Estimated arithmetic operations for one exact distribution. */
  maxWork: 250_000_000,
  /** Explosions per die in exact distributions (the die rolled after the 5th explosion does not explode). */
  explodeDepthExact: 5,
  /** Explosions per die in random rolls. */
  explodeDepthRoll: 100,
  /** `r` (reroll until not) rerolls per die in random rolls; see README for how the cap stays exact. */
  maxRerolls: 100,
});

export type DiceLimits = typeof DICE_LIMITS;
