import { clampFace, matchesPoint, type PreparedDie } from '../evaluate/prepare-die.ts';
import { convolve, type Dense, denseFromWeights } from './dense.ts';

/**
 * Distribution of one die of a group with its explosion chain: the die after rerolling, each
 * physical die clamped by mi/ma, and when the (unclamped) face matches the explode point another
 * die is rolled and added, up to `depth` explosions (the last die never explodes).
 */
export function dieChainDistribution(die: PreparedDie, depth: number): Dense {
  const clamped = die.values.map((v) => clampFace(die, v));
  const all = denseFromWeights(clamped, die.probabilities);
  if (die.explode === null) return all;
  const when = die.explode;
  const stopWeights = die.probabilities.map((p, i) => (matchesPoint(when, die.values[i]!) ? 0 : p));
  const goWeights = die.probabilities.map((p, i) => (matchesPoint(when, die.values[i]!) ? p : 0));
  if (goWeights.every((w) => w === 0)) return all;
  const stop = partialDense(clamped, stopWeights);
  const go = partialDense(clamped, goWeights);
  let chain = all;
  for (let r = 1; r <= depth; r++) chain = addDense(stop, convolve(go, chain));
  return chain;
}

/** (value, weight) pairs as a dense array without normalizing (a part of a distribution). */
function partialDense(values: readonly number[], weights: readonly number[]): Dense {
  let lo = Number.POSITIVE_INFINITY;
  let hi = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < values.length; i++) {
    if (weights[i]! <= 0) continue;
    lo = Math.min(lo, values[i]!);
    hi = Math.max(hi, values[i]!);
  }
  const p = new Float64Array(hi - lo + 1);
  for (let i = 0; i < values.length; i++) if (weights[i]! > 0) p[values[i]! - lo]! += weights[i]!;
  return { offset: lo, p };
}

function addDense(a: Dense, b: Dense): Dense {
  const lo = Math.min(a.offset, b.offset);
  const hi = Math.max(a.offset + a.p.length, b.offset + b.p.length);
  const p = new Float64Array(hi - lo);
  for (let i = 0; i < a.p.length; i++) p[a.offset - lo + i]! += a.p[i]!;
  for (let i = 0; i < b.p.length; i++) p[b.offset - lo + i]! += b.p[i]!;
  return { offset: lo, p };
}
