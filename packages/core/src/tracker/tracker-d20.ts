import type { RandomSource } from '@polyhedral/dice';
import { D20_LIMITS } from '../rules/d20-limits.ts';
import { keptD20, type RollMode } from '../rules/d20-test.ts';
import { requireInteger } from '../validate.ts';

/** A d20 of a roll in the tracker: the faces (two with Advantage or Disadvantage) and the kept one. */
export interface TrackerD20 {
  readonly faces: readonly number[];
  readonly kept: number;
  /** The table typed the kept face (else it was rolled here). */
  readonly typed: boolean;
}

/** The d20 the table kept, else rolled here: two with Advantage or Disadvantage (rules text RollTwoD20s). */
export function trackerD20(mode: RollMode, typed: number | undefined, random: RandomSource): TrackerD20 {
  const { min, max } = D20_LIMITS.face;
  if (typed !== undefined) {
    const face = requireInteger('d20', typed, min, max);
    return { faces: [face], kept: face, typed: true };
  }
  const first = random.nextInt(max) + min;
  if (mode === 'normal') return { faces: [first], kept: first, typed: false };
  const second = random.nextInt(max) + min;
  return { faces: [first, second], kept: keptD20(first, second, mode), typed: false };
}
