import { matchesPoint } from '../compare-point.ts';
import { clampFace, type PreparedDie } from '../evaluate/prepare-die.ts';
import { constantDense, convolve, type Dense, denseFromWeights, mixDense, partialDense } from './dense.ts';

/**
 * d20's `ra` (reroll and add) on n dice: when at least one die shows a face matching the point,
 * one more die is rolled and added, once per group. By dynamic programming over the dice with
 * two states, none matched so far and some matched (no subtraction, so no cancellation):
 *   none_k = none_(k-1) * R,   some_k = some_(k-1) * F + none_(k-1) * M,
 * with F the (clamped) die, R its non-matching part and M its matching part; the total is
 * none_n + some_n * F.
 */
export function rerollAddDistribution(die: PreparedDie, n: number): Dense {
  const when = die.rerollAdd!;
  const clamped = die.values.map((v) => clampFace(die, v));
  const part = (matching: boolean) =>
    partialDense(
      clamped,
      die.probabilities.map((p, i) => (matchesPoint(when, die.values[i]!) === matching ? p : 0)),
    );
  const full = denseFromWeights(clamped, die.probabilities);
  const rest = part(false);
  const hit = part(true);
  let none: Dense | null = constantDense(0);
  let some: Dense | null = null;
  for (let k = 0; k < n; k++) {
    const fromNone: Dense | null = none === null || hit === null ? null : convolve(none, hit);
    const carried: Dense | null = some === null ? null : convolve(some, full);
    some = carried === null ? fromNone : fromNone === null ? carried : mixDense(carried, fromNone);
    none = none === null || rest === null ? null : convolve(none, rest);
  }
  const added = some === null ? null : convolve(some, full);
  if (none === null) return added!;
  return added === null ? none : mixDense(none, added);
}

/** Work units of rerollAddDistribution for n dice of `width` values. */
export function rerollAddWork(n: number, width: number): number {
  // Step k convolves arrays of about k·width values with the die three times.
  return 3 * width * width * ((n * (n + 1)) / 2) + 4 * n * width;
}
