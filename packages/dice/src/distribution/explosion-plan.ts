import { matchesPoint } from '../compare-point.ts';
import { DiceLimitError } from '../errors.ts';
import { clampFace, type PreparedDie } from '../evaluate/prepare-die.ts';
import { DICE_LIMITS } from '../limits.ts';
import { type Dense, partialDense } from './dense.ts';

/**
 * How one exploding die is followed (by the limit check, the exact distribution and the roller):
 * with p the chance to explode, following `depth` explosions leaves at most p^(depth+1) of the
 * probability uncovered; `depth` is the smallest count that brings it to `tailTarget` or below.
 */
export interface ExplosionPlan {
  /** Chance that a die explodes (after rerolls), 0 when no face can explode. */
  pExplode: number;
  /** Most probability one die may leave uncovered. */
  tailTarget: number;
  /** Explosions followed per die in the exact computation (0 without explosions). */
  depth: number;
  /** Clamped values of a die that stops, with their (unnormalized) weights. */
  stop: Dense;
  /** Clamped values of a die that explodes, with their weights; null when none can explode. */
  go: Dense | null;
  /**
   * Sign of the values exploding dice add: 'up' (all >= 0, some > 0), 'down' (all <= 0, some < 0),
   * 'flat' (all 0: the total is bounded), 'mixed' (both signs), 'none' (no explosion).
   */
  direction: 'up' | 'down' | 'flat' | 'mixed' | 'none';
  /**
   * `!p`: the dice an explosion adds count 1 less. The chain is then X = stop or go + Y, with Y
   * the chain of `penetratedPlan(plan)` (stop and go values 1 lower); `direction` is Y's.
   */
  penetrate: boolean;
}

/** Per-die share of the cut-off allowed for the whole expression. */
export function tailTargetFor(explodingDice: number): number {
  return DICE_LIMITS.explosionMassCutoff / Math.max(1, explodingDice);
}

export function planExplosion(die: PreparedDie, tailTarget: number): ExplosionPlan {
  const clamped = die.values.map((v) => clampFace(die, v));
  const when = die.explode;
  const stopWeights = die.probabilities.map((p, i) =>
    when !== null && matchesPoint(when, die.values[i]!) ? 0 : p,
  );
  const goWeights = die.probabilities.map((p, i) =>
    when !== null && matchesPoint(when, die.values[i]!) ? p : 0,
  );
  const pExplode = goWeights.reduce((a, b) => a + b, 0);
  const stop = partialOrEmpty(clamped, stopWeights);
  if (when === null || pExplode === 0)
    return { pExplode: 0, tailTarget, depth: 0, stop, go: null, direction: 'none', penetrate: false };
  const go = partialOrEmpty(clamped, goWeights);
  const direction = directionOf(die.penetrate ? shift(go, -1) : go);
  let depth = Math.max(0, Math.ceil(Math.log(tailTarget) / Math.log(pExplode)) - 1);
  while (pExplode ** (depth + 1) > tailTarget) depth++;
  if (depth > DICE_LIMITS.maxExplosionsPerDie) {
    throw new DiceLimitError('dice.limit.explosion-too-long', DICE_LIMITS.maxExplosionsPerDie, depth);
  }
  return { pExplode, tailTarget, depth, stop, go, direction, penetrate: die.penetrate };
}

function directionOf(go: Dense): ExplosionPlan['direction'] {
  const goMax = go.offset + go.p.length - 1;
  return go.offset >= 0 ? (goMax > 0 ? 'up' : 'flat') : goMax <= 0 ? 'down' : 'mixed';
}

function shift(d: Dense, by: number): Dense {
  return { offset: d.offset + by, p: d.p };
}

/** The chain of the dice a penetrating explosion adds: every value 1 lower, exploding alike. */
export function penetratedPlan(plan: ExplosionPlan): ExplosionPlan {
  const go = plan.go === null ? null : shift(plan.go, -1);
  return { ...plan, stop: shift(plan.stop, -1), go, penetrate: false };
}

/** The value range of the exact chain to the cut-off: a stop value plus at most `depth` exploding values. */
export function chainRange(plan: ExplosionPlan): { lo: number; hi: number } {
  if (plan.penetrate && plan.go !== null) {
    // X = stop or go + Y.
    const y = chainRange(penetratedPlan(plan));
    const gHi = plan.go.offset + plan.go.p.length - 1;
    return {
      lo: Math.min(plan.stop.offset, plan.go.offset + y.lo),
      hi: Math.max(plan.stop.offset + plan.stop.p.length - 1, gHi + y.hi),
    };
  }
  const sLo = plan.stop.offset;
  const sHi = plan.stop.offset + plan.stop.p.length - 1;
  if (plan.go === null) return { lo: sLo, hi: sHi };
  const gLo = plan.go.offset;
  const gHi = plan.go.offset + plan.go.p.length - 1;
  return { lo: sLo + plan.depth * Math.min(gLo, 0), hi: sHi + plan.depth * Math.max(gHi, 0) };
}

/** Work units of dieChainDistribution for this plan (see chainByRecurrence and chainByLayers). */
export function chainWork(plan: ExplosionPlan): number {
  const { lo, hi } = chainRange(plan);
  const length = hi - lo + 1;
  if (plan.go === null) return length;
  // The added dice's chain, then one convolution with the exploding values.
  if (plan.penetrate) return chainWork(penetratedPlan(plan)) + 2 * plan.go.p.length * length + length;
  if (plan.direction === 'mixed') {
    // Layer k convolves the go values with a chain of width |stop| + k * |go|.
    const g = plan.go.p.length;
    const s = plan.stop.p.length;
    return 3 * g * (plan.depth * s + (g * plan.depth * plan.depth) / 2) + length;
  }
  const steps = countPositive(plan.go);
  return length * (isUniformRun(plan.go) ? 24 : 6 * steps + 12);
}

/** `partialDense`, an empty array when every weight is 0. */
function partialOrEmpty(values: readonly number[], weights: readonly number[]): Dense {
  return partialDense(values, weights) ?? { offset: 0, p: new Float64Array(0) };
}

/** Non-zero weights at values other than 0. */
export function countPositive(go: Dense): number {
  let n = 0;
  for (let i = 0; i < go.p.length; i++) if (go.p[i]! > 0 && go.offset + i !== 0) n++;
  return n;
}

/** True when the non-zero values carry equal weights on one run of consecutive values (a plain die). */
export function isUniformRun(go: Dense): boolean {
  let first = -1;
  let weight = 0;
  let last = -1;
  for (let i = 0; i < go.p.length; i++) {
    if (go.offset + i === 0 || go.p[i] === 0) continue;
    if (first === -1) {
      first = i;
      weight = go.p[i]!;
    } else if (i !== last + 1 || go.p[i] !== weight) return false;
    last = i;
  }
  return first !== -1;
}
