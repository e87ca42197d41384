/**
 * Input limits of d20 tests (the site validates against these), apart from the rules so that
 * code that only checks input (a directive or URL parser) does not load the D20 Test rules.
 */
export const D20_LIMITS = {
  bonus: { min: -30, max: 30 },
  target: { min: 1, max: 50 },
  sources: { min: 0, max: 20 },
  criticalOn: { min: 18, max: 20 },
  /** A number added after the bonus (Exhaustion: up to −2 × 5 before death at 6). */
  modifier: { min: -30, max: 30 },
  /** A d20's face, as a table reports its roll. */
  face: { min: 1, max: 20 },
} as const;
