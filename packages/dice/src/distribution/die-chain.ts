import { clampFace, type PreparedDie } from '../evaluate/prepare-die.ts';
import { convolve, type Dense, denseFromWeights, mixDense, negate } from './dense.ts';
import { chainRange, type ExplosionPlan, isUniformRun, penetratedPlan } from './explosion-plan.ts';

/** One die with its explosion chain: `dense` holds P(total = v) exactly for the values it covers. */
export interface Chain {
  dense: Dense;
  /** Probability of the totals left out (past the cut-off), at most plan.tailTarget. */
  lost: number;
}

/**
 * Distribution of one die of a group with its explosion chain: the die after rerolling, each
 * physical die clamped by mi/ma, and when the (unclamped) face matches the explode point another
 * die is rolled and added, without a fixed depth. The chain is followed until the probability of
 * the totals not yet covered is at most `plan.tailTarget` (see ExplosionPlan).
 */
export function dieChainDistribution(die: PreparedDie, plan: ExplosionPlan): Chain {
  const go = plan.go;
  if (go === null) {
    const clamped = die.values.map((v) => clampFace(die, v));
    return { dense: denseFromWeights(clamped, die.probabilities), lost: 0 };
  }
  if (plan.penetrate) {
    // `!p`: X = stop or go + Y, Y the chain of the added dice (each 1 lower). Y leaves out at
    // most the target, X that times the chance to explode.
    const y = dieChainDistribution(die, penetratedPlan(plan));
    return { dense: mixDense(plan.stop, convolve(go, y.dense)), lost: plan.pExplode * y.lost };
  }
  switch (plan.direction) {
    case 'up':
    case 'flat':
      return chainByRecurrence(plan.stop, go, chainRange(plan).hi, plan.tailTarget);
    case 'down': {
      const { lo } = chainRange(plan);
      const mirrored = chainByRecurrence(negate(plan.stop), negate(go), -lo, plan.tailTarget);
      return { dense: negate(mirrored.dense), lost: mirrored.lost };
    }
    default:
      return chainByLayers(plan.stop, go, plan.depth, plan.pExplode);
  }
}

/**
 * Exploding values all >= 0. X = S (the die stops) or G + X' (it explodes and a fresh chain X'
 * follows), so for every value v, with g0 the weight of exploding values equal to 0:
 *   P(X = v) = (stop(v)          + sum over g >= 1 of go(g) P(X = v - g)) / (1 - g0)
 *   P(X > v) = (stop beyond v    + sum over g >= 1 of go(g) P(X > v - g)) / (1 - g0)
 * with P(X > u) = 1 below the smallest stop value. Both recurrences add only positive terms, so
 * the tail keeps its relative precision down to 1e-16 and beyond; values are computed upwards
 * until the tail is at most `tailTarget` (at the latest at `maxValue`, where it is by the plan).
 * A plain die explodes on one run of equal weights: the sums over g are then sliding windows.
 */
function chainByRecurrence(stop: Dense, go: Dense, maxValue: number, tailTarget: number): Chain {
  const sLo = stop.offset;
  const length = Math.max(stop.p.length, maxValue - sLo + 1);
  const stopTail = new Float64Array(stop.p.length);
  for (let i = stop.p.length - 2; i >= 0; i--) stopTail[i] = stopTail[i + 1]! + stop.p[i + 1]!;
  const g0 = go.offset <= 0 && go.offset + go.p.length > 0 ? go.p[-go.offset]! : 0;
  const scale = 1 / (1 - g0);
  const steps: number[] = [];
  const weights: number[] = [];
  for (let i = 0; i < go.p.length; i++) {
    if (go.offset + i > 0 && go.p[i]! > 0) {
      steps.push(go.offset + i);
      weights.push(go.p[i]!);
    }
  }
  const P = new Float64Array(length);
  const T = new Float64Array(length);
  let end = length;
  if (steps.length > 0 && isUniformRun(go)) {
    end = uniformRecurrence(stop, stopTail, steps[0]!, steps.at(-1)!, weights[0]!, scale, P, T, tailTarget);
  } else {
    end = explosionRecurrence(
      { p: stop.p, tail: stopTail, scale: 1 },
      { steps, weights, scale },
      P,
      T,
      tailTarget,
    );
  }
  return { dense: { offset: sLo, p: P.subarray(0, end) }, lost: T[end - 1]! };
}

/**
 * The recurrences of chainByRecurrence for any first term: with `base` the chance of stopping at
 * v (and `base.tail` of stopping beyond v), both times `base.scale`, and the exploding values
 * `steps` (all >= 1) with their weights,
 *   P[v] = (base(v) + sum of w_k P[v - step_k]) * scale,  T[v] = (base.tail(v) + sum of w_k T[v - step_k]) * scale,
 * with P = 0 and T = 1 before the first value. Fills P and T upwards until T is at most
 * `tailTarget` and returns how many values it filled. Every term is positive: no cancellation.
 */
export function explosionRecurrence(
  base: { p: Float64Array; tail: Float64Array; scale: number },
  go: { steps: readonly number[]; weights: readonly number[]; scale: number },
  P: Float64Array,
  T: Float64Array,
  tailTarget: number,
): number {
  const { steps, weights, scale } = go;
  for (let i = 0; i < P.length; i++) {
    let p = i < base.p.length ? base.p[i]! * base.scale : 0;
    let t = i < base.tail.length ? base.tail[i]! * base.scale : 0;
    for (let k = 0; k < steps.length; k++) {
      const j = i - steps[k]!;
      if (j >= 0) {
        p += weights[k]! * P[j]!;
        t += weights[k]! * T[j]!;
      } else t += weights[k]!;
    }
    P[i] = p * scale;
    T[i] = t * scale;
    if (T[i]! <= tailTarget) return i + 1;
  }
  return P.length;
}

/** Windows are summed afresh at least this often, to bound rounding drift. */
const REFRESH = 32;

/**
 * The recurrences of chainByRecurrence when the exploding values a..b (a >= 1) carry one weight w:
 * the sums over g are window sums of P and T, kept by adding the entering and removing the leaving
 * term and recomputed from scratch every max(b - a + 1, REFRESH) values. Returns the values filled.
 */
function uniformRecurrence(
  stop: Dense,
  stopTail: Float64Array,
  a: number,
  b: number,
  w: number,
  scale: number,
  P: Float64Array,
  T: Float64Array,
  tailTarget: number,
): number {
  const length = P.length;
  const refreshEvery = Math.max(b - a + 1, REFRESH);
  // Window over indices i-b .. i-a; below index 0, P is 0 and T is 1.
  const tAt = (j: number): number => (j >= 0 ? T[j]! : 1);
  const pAt = (j: number): number => (j >= 0 ? P[j]! : 0);
  let windowP = 0;
  let windowT = 0;
  for (let i = 0; i < length; i++) {
    if (i % refreshEvery === 0) {
      windowP = 0;
      windowT = 0;
      for (let j = i - b; j <= i - a; j++) {
        windowP += pAt(j);
        windowT += tAt(j);
      }
    } else {
      windowP += pAt(i - a) - pAt(i - b - 1);
      windowT += tAt(i - a) - tAt(i - b - 1);
    }
    const s = i < stop.p.length;
    P[i] = ((s ? stop.p[i]! : 0) + w * windowP) * scale;
    T[i] = ((s ? stopTail[i]! : 0) + w * windowT) * scale;
    if (T[i]! <= tailTarget) return i + 1;
  }
  return length;
}

/**
 * Exploding values of both signs: chain_k = stop + go * chain_(k-1), chain_0 = stop, holds every
 * total of at most k explosions; after `depth` layers the chains left out have probability
 * pExplode^(depth + 1).
 */
function chainByLayers(stop: Dense, go: Dense, depth: number, pExplode: number): Chain {
  let chain = stop;
  for (let k = 1; k <= depth; k++) chain = mixDense(stop, convolve(go, chain));
  return { dense: chain, lost: pExplode ** (depth + 1) };
}
