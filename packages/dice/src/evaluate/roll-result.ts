import type { ComparePoint, DieFaces } from '../ast.ts';

export interface DieRoll {
  /** The face that counts (after rerolls and mi/ma). */
  value: number;
  /** Whether the die counts towards the subtotal (keep/drop; a die and its explosions share it). */
  kept: boolean;
  /** Earlier faces replaced by rerolls, oldest first (empty when none). */
  rerolled: readonly number[];
  /** This die was added because the previous die exploded. */
  exploded: boolean;
  /**
   * `!!` (compounding): present when the die exploded; the values of the dice that compounded
   * into this one, first die first (`value` is their sum).
   */
  compounded?: readonly number[];
  /** Present and true for the die `ra` (reroll and add) rolled because a die matched. */
  added?: boolean;
  /** Present and true when mi/ma changed the face. */
  clamped?: boolean;
  /**
   * Present and true when this die would have exploded again but its chain had reached
   * DICE_LIMITS.maxExplosionsPerDie explosions (a chance below 1e-12 per roll): the chain's total
   * is then a lower bound of the one the dice would have shown.
   */
  capped?: boolean;
}

/** The dice of one group (`4d6kh3`) of a roll. */
export interface DieRollGroup {
  notation: string;
  faces: DieFaces;
  /** Number of faces of the die (6 for d6, 3 for dF, list length for custom dice). */
  sides: number;
  dice: DieRoll[];
  subtotal: number;
}

export interface RollResult {
  expression: string;
  /** The result; for a comparison 1 (success) or 0. */
  total: number;
  /** Every dice group in the order it appears in the expression. */
  rolls: DieRollGroup[];
  /** For a comparison at the top: both sides' values. */
  comparison?: { op: ComparePoint['op']; left: number; right: number };
  /** Present and true when some die's explosion chain stopped at the cap (see DieRoll.capped). */
  capped?: boolean;
}
