import type { DiceNode } from '../ast.ts';
import {
  combinePairs,
  constantDense,
  convolve,
  type Dense,
  negate,
  probabilityOf,
  sumIid,
  trimDense,
} from '../distribution/dense.ts';
import { dieChainDistribution } from '../distribution/die-chain.ts';
import { keepDropDistribution } from '../distribution/keep-drop.ts';
import { DiceEvaluationError } from '../errors.ts';
import { DICE_LIMITS } from '../limits.ts';
import { parseDice } from '../parser/parse-dice.ts';
import { checkDistributionLimits } from './check-limits.ts';
import { matchesPoint, prepareDie } from './prepare-die.ts';

/** The exact distribution of an expression. */
export interface Distribution {
  /** Smallest and largest possible values. */
  min: number;
  max: number;
  mean: number;
  stddev: number;
  /** [value, probability] ascending by value, values of probability 0 left out. */
  outcomes: [number, number][];
}

/** Exact distribution of an expression (a string is parsed first). Limits are checked before any work. */
export function distributionOf(nodeOrInput: DiceNode | string): Distribution {
  const node = typeof nodeOrInput === 'string' ? parseDice(nodeOrInput) : nodeOrInput;
  checkDistributionLimits(node);
  return toDistribution(evaluateDense(node));
}

export function evaluateDense(node: DiceNode): Dense {
  switch (node.type) {
    case 'number':
      return constantDense(node.value);
    case 'group':
      return evaluateDense(node.inner);
    case 'unary':
      return negate(evaluateDense(node.operand));
    case 'dice': {
      if (node.count === 0) return constantDense(0);
      const die = dieChainDistribution(prepareDie(node.faces, node.modifiers), DICE_LIMITS.explodeDepthExact);
      if (node.keep === null) return sumIid(die, node.count);
      return keepDropDistribution(die, node.count, node.keep);
    }
    case 'binary': {
      const left = evaluateDense(node.left);
      const right = evaluateDense(node.right);
      if (node.op === '+') return convolve(left, right);
      if (node.op === '-') return convolve(left, negate(right));
      if (node.op === '*') return trimDense(combinePairs(left, right, (a, b) => a * b + 0));
      // Division rounds down (rule RoundDown), also for negative quotients.
      if (probabilityOf(right, 0) > 0) {
        throw new DiceEvaluationError('dice.eval.division-by-zero', {
          offset: node.right.start,
          column: node.right.start + 1,
        });
      }
      return trimDense(combinePairs(left, right, (a, b) => Math.floor(a / b) + 0));
    }
    case 'compare': {
      const difference = convolve(evaluateDense(node.left), negate(evaluateDense(node.right)));
      let success = 0;
      let failure = 0;
      const point = { op: node.op, value: 0 };
      for (let i = 0; i < difference.p.length; i++) {
        if (matchesPoint(point, difference.offset + i)) success += difference.p[i]!;
        else failure += difference.p[i]!;
      }
      const p = Float64Array.of(failure, success);
      return trimDense({ offset: 0, p });
    }
  }
}

export function toDistribution(dense: Dense): Distribution {
  const outcomes: [number, number][] = [];
  let mean = 0;
  for (let i = 0; i < dense.p.length; i++) {
    const p = dense.p[i]!;
    if (p > 0) {
      outcomes.push([dense.offset + i + 0, p]);
      mean += (dense.offset + i) * p;
    }
  }
  let variance = 0;
  for (const [v, p] of outcomes) variance += (v - mean) * (v - mean) * p;
  return {
    min: dense.offset + 0,
    max: dense.offset + dense.p.length - 1 + 0,
    mean,
    stddev: Math.sqrt(variance),
    outcomes,
  };
}
