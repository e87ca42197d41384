/** Documented limits; requests past them get a DiceLimitError before any heavy work. */
export const DICE_LIMITS = Object.freeze({
  /** Characters of input (before and after mapping full-width and other accepted forms to ASCII). */
  maxInputLength: 200,
  /** Dice in one group (`1000d6`). */
  maxDicePerGroup: 1000,
  /** Dice in the whole expression. */
  maxDiceTotal: 10_000,
  /** Sides of a standard die (`d1000`), and faces listed in a custom die. */
  maxSides: 1000,
  /** Absolute value of any integer written in the expression (constants, custom faces, mi/ma, compare points). */
  maxNumber: 1_000_000,
  /**
   * Levels of nesting of a tree (parentheses, unary minus, operators). Parsed input cannot reach
   * it (200 characters nest at most 200 levels); hand-built trees are checked without recursion.
   */
  maxDepth: 256,
  /** Size of the value range (max - min + 1) of any intermediate exact distribution. */
  maxOutcomes: 1_000_000,
  /**
   * Estimated work of one exact distribution, in units calibrated to about one nanosecond each on
   * the development machine (scripts/bench-limits.ts measures the slowest accepted requests).
   */
  maxWork: 100_000_000,
  /**
   * Exploding dice are followed until the probability cut off is at most this much in the whole
   * expression (`truncatedMass` of a Distribution); every value shown is exact to within it.
   */
  explosionMassCutoff: 1e-12,
  /**
   * Explosions followed per die, in exact distributions and rolls. A die whose explosion chance is
   * so high that more would be needed to bring the cut-off below explosionMassCutoff is refused
   * (`dice.limit.explosion-too-long`), so a roll reaches this cap with a chance below 1e-12.
   */
  maxExplosionsPerDie: 1000,
  /**
   * Magnitude of any intermediate value of an exact distribution: a margin under
   * Number.MAX_SAFE_INTEGER that keeps floor division of float64 integers exact.
   */
  maxExactMagnitude: 1e15,
  /** Magnitude of any value of a roll (Number.MAX_SAFE_INTEGER). */
  maxRollMagnitude: Number.MAX_SAFE_INTEGER,
  /** `r` (reroll until not) rerolls per die in random rolls; see README for how the cap stays exact. */
  maxRerolls: 100,
});
