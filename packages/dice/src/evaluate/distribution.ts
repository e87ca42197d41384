import type { DiceNode, DivisionRounding } from '../ast.ts';
import { compareDense } from '../distribution/compare.ts';
import {
  addDistributions,
  constantDense,
  type Dense,
  denseMax,
  multiplyDense,
  negate,
  probabilityOf,
  sumIid,
  trimDense,
} from '../distribution/dense.ts';
import { dieChainDistribution } from '../distribution/die-chain.ts';
import { divideDense } from '../distribution/divide.ts';
import { explodingSumPlan, sumExplodingByGenerating } from '../distribution/exploding-sum.ts';
import { planExplosion, tailTargetFor } from '../distribution/explosion-plan.ts';
import { keepDropDistribution, keptCount } from '../distribution/keep-drop.ts';
import { rerollAddDistribution } from '../distribution/reroll-add.ts';
import { supportHas, supportOf } from '../distribution/support.ts';
import { workMeter } from '../distribution/work-meter.ts';
import { DiceEvaluationError } from '../errors.ts';
import { parseDice } from '../parser/parse-dice.ts';
import { checkDistributionLimits, countExplodingDice, OUTCOME_UNITS } from './check-limits.ts';
import { exactMoments, withExactMoments } from './exact-moments.ts';
import { prepareDie } from './prepare-die.ts';
import { type DivisionNode, roundedDivision } from './rounded-division.ts';

/** An expression's distribution, exact within rounding and `truncatedMass` (README "Exploding dice"). */
export interface Distribution {
  /**
   * Smallest and largest possible values; for very large sums (`1000d6`) their probabilities
   * underflow float64 and are absent from `outcomes`. On an `unbounded` side the value is the
   * last one in `outcomes` (the cut-off), not an extreme: larger (or smaller) totals are possible.
   */
  min: number;
  max: number;
  /** Mean and standard deviation of `outcomes`, normalized by their total (1 - truncatedMass). */
  mean: number;
  stddev: number;
  /** [value, probability] ascending by value, values of probability 0 left out. */
  outcomes: [number, number][];
  /**
   * Probability left out of `outcomes`: the totals of explosion chains past the cut-off. 0 when
   * nothing explodes; never above DICE_LIMITS.explosionMassCutoff (1e-12). The outcomes sum to
   * 1 - truncatedMass, and each is below its true probability by at most truncatedMass.
   */
  truncatedMass: number;
  /**
   * Where the set of possible values is infinite (exploding dice have no largest total): 'above'
   * (`1d6!`: `max` is only the largest value computed, larger ones are possible), 'below'
   * (`-1d6!`), 'both' (`1d6! - 1d6!`), or null when the possible values are finite.
   */
  unbounded: 'above' | 'below' | 'both' | null;
}

/** Exact distribution of an expression (a string is parsed first). Limits are checked before any work. */
export function distributionOf(nodeOrInput: DiceNode | string): Distribution {
  const node = typeof nodeOrInput === 'string' ? parseDice(nodeOrInput) : nodeOrInput;
  checkDistributionLimits(node);
  return withExactMoments(toDistribution(evaluateDistribution(node)), exactMoments(node));
}

/** An intermediate result: the covered values, the probability left out and the infinite sides. */
export interface Evaluated {
  dense: Dense;
  lost: number;
  above: boolean;
  below: boolean;
}

/** Evaluates a tree whose limits have been checked. */
export function evaluateDistribution(node: DiceNode): Evaluated {
  return evaluate(node, tailTargetFor(countExplodingDice(node)));
}

/** Probability that at least one of two independent parts falls in the left-out tail. */
function eitherLost(a: number, b: number): number {
  return a + b - a * b;
}

function exact(dense: Dense): Evaluated {
  return { dense, lost: 0, above: false, below: false };
}

function evaluate(node: DiceNode, tailTarget: number): Evaluated {
  switch (node.type) {
    case 'number':
      return exact(constantDense(node.value));
    case 'group': {
      if (node.fn === 'abs') return absolute(evaluate(node.inner, tailTarget));
      const division = node.fn === undefined ? null : roundedDivision(node);
      if (division !== null) return divide(division, tailTarget, node.fn as DivisionRounding);
      return evaluate(node.inner, tailTarget);
    }
    case 'unary': {
      const e = evaluate(node.operand, tailTarget);
      return { dense: negate(e.dense), lost: e.lost, above: e.below, below: e.above };
    }
    case 'dice': {
      const kept = keptCount(node.count, node.keep);
      if (kept === 0) return exact(constantDense(0));
      const die = prepareDie(node.faces, node.modifiers);
      if (die.rerollAdd !== null) return exact(trimDense(rerollAddDistribution(die, node.count)));
      const plan = planExplosion(die, tailTarget);
      const sides = {
        above: plan.direction === 'up' || plan.direction === 'mixed',
        below: plan.direction === 'down' || plan.direction === 'mixed',
      };
      const keepAll = node.keep === null || kept === node.count;
      if (keepAll && explodingSumPlan(node.count, plan).method === 'generating') {
        return { ...sumExplodingByGenerating(node.count, plan), ...sides };
      }
      const chain = dieChainDistribution(die, plan);
      const one = trimDense(chain.dense);
      const dense = keepAll ? sumIid(one, node.count) : keepDropDistribution(one, node.count, node.keep!);
      // Left out: the totals where at least one of the dice passed its cut-off.
      const lost = chain.lost > 0 ? -Math.expm1(node.count * Math.log1p(-chain.lost)) : 0;
      return { dense, lost: eitherLost(lost, dense.lost ?? 0), ...sides };
    }
    case 'binary': {
      if (node.op === '/') return divide(node, tailTarget, 'floor');
      const l = evaluate(node.left, tailTarget);
      const r = evaluate(node.right, tailTarget);
      const lost = eitherLost(l.lost, r.lost);
      if (node.op === '+') {
        const dense = addDistributions(l.dense, r.dense);
        return {
          dense,
          lost: eitherLost(lost, dense.lost ?? 0),
          above: l.above || r.above,
          below: l.below || r.below,
        };
      }
      if (node.op === '-') {
        const dense = addDistributions(l.dense, negate(r.dense));
        return {
          dense,
          lost: eitherLost(lost, dense.lost ?? 0),
          above: l.above || r.below,
          below: l.below || r.above,
        };
      }
      // '*'
      // Not trimmed, as a quotient: the underflowed ends are still possible values.
      const dense = multiplyDense(l.dense, r.dense);
      return { dense, lost, ...productSides(l, r) };
    }
    case 'compare': {
      const l = evaluate(node.left, tailTarget);
      const r = evaluate(node.right, tailTarget);
      const [failure, success] = compareDense(l.dense, r.dense, node.op);
      return {
        dense: trimDense({ offset: 0, p: Float64Array.of(failure, success) }),
        lost: eitherLost(l.lost, r.lost),
        above: false,
        below: false,
      };
    }
  }
}

/**
 * A / B rounded: down for `/` (rule RoundDown, also for negative quotients), up or half up inside
 * `ceil(…)`/`round(…)`. The divisor may be 0 when its support holds 0, however small that chance
 * (it can underflow to 0 in `dense`).
 */
function divide(node: DivisionNode, tailTarget: number, mode: DivisionRounding): Evaluated {
  const l = evaluate(node.left, tailTarget);
  const r = evaluate(node.right, tailTarget);
  const lost = eitherLost(l.lost, r.lost);
  if (
    probabilityOf(r.dense, 0) > 0 ||
    ((r.below || r.dense.offset <= 0) &&
      (r.above || denseMax(r.dense) >= 0) &&
      supportHas(supportOf(node.right, tailTarget), 0))
  ) {
    throw new DiceEvaluationError('dice.eval.division-by-zero', {
      offset: node.right.start,
      column: node.right.start + 1,
    });
  }
  // Not trimmed: a long sum's ends underflow to 0 but are possible values (min and max stay true).
  const dense = divideDense(l.dense, r.dense, mode);
  // A growing divisor drives the quotient towards 0 or -1: only the dividend's sides carry over.
  const canBePositive = r.above || denseMax(r.dense) > 0;
  const canBeNegative = r.below || r.dense.offset < 0;
  return {
    dense,
    lost,
    above: (l.above && canBePositive) || (l.below && canBeNegative),
    below: (l.above && canBeNegative) || (l.below && canBePositive),
  };
}

/** |X|: the mass of -v joins v. */
function absolute(e: Evaluated): Evaluated {
  const { dense } = e;
  const hi = Math.max(Math.abs(dense.offset), Math.abs(denseMax(dense)));
  const lo = dense.offset >= 0 ? dense.offset : denseMax(dense) <= 0 ? -denseMax(dense) : 0;
  const p = new Float64Array(hi - lo + 1);
  workMeter.units += dense.p.length;
  for (let i = 0; i < dense.p.length; i++) p[Math.abs(dense.offset + i) - lo]! += dense.p[i]!;
  return { dense: trimDense({ offset: lo, p }), lost: e.lost, above: e.above || e.below, below: false };
}

/** Infinite sides of a product: an unbounded factor times a factor that is not always 0. */
function productSides(l: Evaluated, r: Evaluated): { above: boolean; below: boolean } {
  const positive = (e: Evaluated) => e.above || denseMax(e.dense) > 0;
  const negative = (e: Evaluated) => e.below || e.dense.offset < 0;
  return {
    above:
      (l.above && positive(r)) ||
      (l.below && negative(r)) ||
      (r.above && positive(l)) ||
      (r.below && negative(l)),
    below:
      (l.above && negative(r)) ||
      (l.below && positive(r)) ||
      (r.above && negative(l)) ||
      (r.below && positive(l)),
  };
}

export function toDistribution(e: Evaluated): Distribution {
  const { dense } = e;
  const outcomes: [number, number][] = [];
  for (let i = 0; i < dense.p.length; i++) {
    // Rounding never makes a probability exceed 1.
    const p = Math.min(1, dense.p[i]!);
    if (p > 0) outcomes.push([dense.offset + i + 0, p]);
  }
  workMeter.units += OUTCOME_UNITS * outcomes.length;
  const truncatedMass = settleMass(outcomes, e.lost);
  let total = 0;
  let weighted = 0;
  for (const [v, p] of outcomes) {
    total += p;
    weighted += v * p;
  }
  const mean = weighted / total;
  let variance = 0;
  for (const [v, p] of outcomes) variance += (v - mean) * (v - mean) * p;
  const unbounded = e.above ? (e.below ? 'both' : 'above') : e.below ? 'below' : null;
  return {
    min: (e.below ? outcomes[0]![0] : dense.offset) + 0,
    max: (e.above ? outcomes.at(-1)![0] : denseMax(dense)) + 0,
    mean: mean + 0,
    stddev: Math.sqrt(variance / total),
    outcomes,
    truncatedMass,
    unbounded,
  };
}

/** Within this, the outcomes and the probability reported lost agree up to rounding. */
const MASS_AGREEMENT = 1e-13;

/**
 * The mass-conservation invariant, Σp + truncatedMass = 1 within rounding (1e-12 at most,
 * DICE_LIMITS). The loss reported along the way (explosion cut-offs, the FFT's floor) is kept
 * when it agrees with the outcomes; where the steps' rounding makes them disagree (long sums of
 * exploding dice by FFT, 1e-12 apart), the loss is what the outcomes lack, and outcomes that carry
 * a trace more than 1 are scaled back to 1. Returns the truncatedMass to report.
 */
function settleMass(outcomes: [number, number][], lost: number): number {
  let sum = 0;
  let c = 0;
  for (const [, p] of outcomes) {
    const t = sum + p;
    c += Math.abs(sum) >= Math.abs(p) ? sum - t + p : p - t + sum;
    sum = t;
  }
  const total = sum + c;
  if (Math.abs(total + lost - 1) <= MASS_AGREEMENT) return lost;
  if (total <= 1) return 1 - total;
  for (const outcome of outcomes) outcome[1] /= total;
  return 0;
}
