import type { ComparePoint } from '../ast.ts';
import { cumulativeOf } from './cumulative.ts';
import type { Dense } from './dense.ts';
import { workMeter } from './work-meter.ts';

/**
 * Chance that `left op right` holds for independent sides, as [failure, success]: for each right
 * value r, P(left op r) from prefix sums of the left side, O(|left| + |right|) instead of the
 * |left| x |right| of subtracting the distributions.
 */
export function compareDense(left: Dense, right: Dense, op: ComparePoint['op']): [number, number] {
  const c = cumulativeOf(left);
  workMeter.units += left.p.length + right.p.length;
  let success = 0;
  let failure = 0;
  for (let j = 0; j < right.p.length; j++) {
    const pr = right.p[j]!;
    if (pr === 0) continue;
    const r = right.offset + j;
    const below = c.atMost(r - 1);
    const at = c.mass(r, r);
    const above = c.mass(r + 1, Number.MAX_SAFE_INTEGER);
    let yes: number;
    let no: number;
    if (op === '<') [yes, no] = [below, at + above];
    else if (op === '<=') [yes, no] = [below + at, above];
    else if (op === '>') [yes, no] = [above, below + at];
    else if (op === '>=') [yes, no] = [at + above, below];
    else [yes, no] = [at, below + above];
    success += pr * yes;
    failure += pr * no;
  }
  // Rounding can carry a sum a few ulps past 1 (or below 0): a probability stays within [0, 1].
  return [clampProbability(failure), clampProbability(success)];
}

export function clampProbability(p: number): number {
  return Math.min(1, Math.max(0, p));
}
