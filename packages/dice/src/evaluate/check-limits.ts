import type { DiceNode } from '../ast.ts';
import { sumIidPlan } from '../distribution/dense.ts';
import { DiceEvaluationError, DiceLimitError } from '../errors.ts';
import { DICE_LIMITS } from '../limits.ts';
import { clampFace, matchesPoint, prepareDie } from './prepare-die.ts';

interface Estimate {
  lo: number;
  hi: number;
  work: number;
}

/** Largest magnitude any value may reach so integer arithmetic in float64 stays exact. */
const MAX_MAGNITUDE = 1e15;

/**
 * Estimates, from the AST alone, the value range of every intermediate result and the work of
 * the exact computation, and checks the dice counts; throws a DiceLimitError before any heavy work.
 */
export function checkDistributionLimits(node: DiceNode): void {
  checkDiceCounts(node);
  const estimate = estimateNode(node);
  if (estimate.work > DICE_LIMITS.maxWork) {
    throw new DiceLimitError('dice.limit.too-much-work', DICE_LIMITS.maxWork, Math.round(estimate.work));
  }
}

/** The checks a random roll needs: dice counts and dice whose rerolls or explosions could never stop. */
export function checkRollLimits(node: DiceNode): void {
  checkDiceCounts(node);
  visitDice(node, (dice) => prepareDie(dice.faces, dice.modifiers));
}

/**
 * Dice counts and, for trees built by hand rather than parsed, the numbers the parser would have
 * refused (negative counts, fractional or huge values, empty custom dice).
 */
function checkDiceCounts(node: DiceNode): void {
  let total = 0;
  checkNumbers(node);
  visitDice(node, (dice) => {
    if (dice.count > DICE_LIMITS.maxDicePerGroup) {
      throw new DiceLimitError('dice.limit.too-many-dice', DICE_LIMITS.maxDicePerGroup, dice.count);
    }
    checkNumber(dice.count);
    if (dice.count < 0) throw new DiceLimitError('dice.limit.negative-count', 0, dice.count);
    if (dice.faces.kind === 'standard') {
      checkNumber(dice.faces.sides);
      if (dice.faces.sides < 1) throw new DiceLimitError('dice.limit.too-few-sides', 1, dice.faces.sides);
      if (dice.faces.sides > DICE_LIMITS.maxSides) {
        throw new DiceLimitError('dice.limit.too-many-sides', DICE_LIMITS.maxSides, dice.faces.sides);
      }
    } else if (dice.faces.kind === 'custom') {
      if (dice.faces.faces.length < 1) throw new DiceLimitError('dice.limit.too-few-sides', 1, 0);
      if (dice.faces.faces.length > DICE_LIMITS.maxSides) {
        throw new DiceLimitError('dice.limit.too-many-sides', DICE_LIMITS.maxSides, dice.faces.faces.length);
      }
      for (const face of dice.faces.faces) checkNumber(face);
    }
    for (const m of dice.modifiers)
      checkNumber(m.type === 'min' || m.type === 'max' ? m.value : m.when.value);
    if (dice.keep !== null) {
      checkNumber(dice.keep.count);
      if (dice.keep.count < 0) throw new DiceLimitError('dice.limit.negative-count', 0, dice.keep.count);
    }
    total += dice.count;
  });
  if (total > DICE_LIMITS.maxDiceTotal) {
    throw new DiceLimitError('dice.limit.too-many-dice-total', DICE_LIMITS.maxDiceTotal, total);
  }
}

function checkNumbers(node: DiceNode): void {
  if (node.type === 'number') checkNumber(node.value);
  else if (node.type === 'unary') checkNumbers(node.operand);
  else if (node.type === 'group') checkNumbers(node.inner);
  else if (node.type === 'binary' || node.type === 'compare') {
    checkNumbers(node.left);
    checkNumbers(node.right);
  }
}

function checkNumber(value: number): void {
  if (!Number.isSafeInteger(value) || Math.abs(value) > DICE_LIMITS.maxNumber) {
    const actual = Number.isFinite(value) ? Math.abs(value) : Number.MAX_VALUE;
    throw new DiceLimitError('dice.limit.number-too-large', DICE_LIMITS.maxNumber, actual);
  }
}

function visitDice(node: DiceNode, fn: (dice: Extract<DiceNode, { type: 'dice' }>) => void): void {
  switch (node.type) {
    case 'dice':
      fn(node);
      return;
    case 'unary':
      visitDice(node.operand, fn);
      return;
    case 'group':
      visitDice(node.inner, fn);
      return;
    case 'binary':
    case 'compare':
      visitDice(node.left, fn);
      visitDice(node.right, fn);
      return;
    default:
      return;
  }
}

function size(e: { lo: number; hi: number }): number {
  return e.hi - e.lo + 1;
}

function checked(e: Estimate): Estimate {
  const range = size(e);
  if (range > DICE_LIMITS.maxOutcomes) {
    throw new DiceLimitError('dice.limit.too-many-outcomes', DICE_LIMITS.maxOutcomes, range);
  }
  const magnitude = Math.max(Math.abs(e.lo), Math.abs(e.hi));
  if (magnitude > MAX_MAGNITUDE)
    throw new DiceLimitError('dice.limit.number-too-large', MAX_MAGNITUDE, magnitude);
  return e;
}

function estimateNode(node: DiceNode): Estimate {
  switch (node.type) {
    case 'number':
      return checked({ lo: node.value, hi: node.value, work: 1 });
    case 'group':
      return estimateNode(node.inner);
    case 'unary': {
      const e = estimateNode(node.operand);
      return { lo: -e.hi, hi: -e.lo, work: e.work + size(e) };
    }
    case 'dice':
      return estimateDice(node);
    case 'compare': {
      const l = estimateNode(node.left);
      const r = estimateNode(node.right);
      checked({ lo: l.lo - r.hi, hi: l.hi - r.lo, work: 0 });
      return { lo: 0, hi: 1, work: l.work + r.work + size(l) * size(r) };
    }
    case 'binary': {
      const l = estimateNode(node.left);
      const r = estimateNode(node.right);
      const work = l.work + r.work + size(l) * size(r);
      if (node.op === '+') return checked({ lo: l.lo + r.lo, hi: l.hi + r.hi, work });
      if (node.op === '-') return checked({ lo: l.lo - r.hi, hi: l.hi - r.lo, work });
      if (node.op === '*') {
        const products = [l.lo * r.lo, l.lo * r.hi, l.hi * r.lo, l.hi * r.hi];
        return checked({ lo: Math.min(...products), hi: Math.max(...products), work });
      }
      if (r.lo === 0 && r.hi === 0) {
        throw new DiceEvaluationError('dice.eval.division-by-zero', {
          offset: node.right.start,
          column: node.right.start + 1,
        });
      }
      const divisors = [r.lo, r.hi, r.lo <= -1 && r.hi >= -1 ? -1 : 0, r.lo <= 1 && r.hi >= 1 ? 1 : 0].filter(
        (d) => d !== 0,
      );
      const quotients: number[] = [];
      for (const a of [l.lo, l.hi]) for (const d of divisors) quotients.push(Math.floor(a / d));
      return checked({ lo: Math.min(...quotients), hi: Math.max(...quotients), work });
    }
  }
}

function estimateDice(node: Extract<DiceNode, { type: 'dice' }>): Estimate {
  const die = prepareDie(node.faces, node.modifiers);
  const possible = die.values.filter((_, i) => die.probabilities[i]! > 0);
  const clamped = possible.map((v) => clampFace(die, v));
  let chain = { lo: Math.min(...clamped), hi: Math.max(...clamped) };
  let work = possible.length;
  if (die.explode !== null) {
    const when = die.explode;
    const stop = possible.filter((v) => !matchesPoint(when, v)).map((v) => clampFace(die, v));
    const go = possible.filter((v) => matchesPoint(when, v)).map((v) => clampFace(die, v));
    for (let r = 1; r <= DICE_LIMITS.explodeDepthExact && go.length > 0; r++) {
      work += (Math.max(...go) - Math.min(...go) + 1) * size(chain);
      chain = {
        lo: Math.min(...stop, Math.min(...go) + chain.lo),
        hi: Math.max(...stop, Math.max(...go) + chain.hi),
      };
      checked({ ...chain, work: 0 });
    }
  }
  const width = size(chain);
  const n = node.count;
  let kept = n;
  if (node.keep !== null) {
    const k = node.keep.mode === 'kh' || node.keep.mode === 'kl' ? node.keep.count : n - node.keep.count;
    kept = Math.max(0, Math.min(n, k));
  }
  if (kept === 0) return { lo: 0, hi: 0, work };
  const total = checked({ lo: chain.lo * kept, hi: chain.hi * kept, work: 0 });
  const uniform =
    die.explode === null &&
    die.min === null &&
    die.max === null &&
    die.reroll === null &&
    node.faces.kind !== 'custom';
  if (kept === n) {
    work += sumIidPlan(n, width, uniform).work;
  } else {
    work += width * ((kept * kept) / 2) * size(total) + width * kept * n;
  }
  return { ...total, work };
}

/**
 * The estimated arithmetic work of an exact distribution (the same estimate DICE_LIMITS.maxWork is
 * checked against), after the same limit checks. Interactive callers use it to hold requests to
 * a smaller time budget than the engine's own limits.
 */
export function estimateDistributionWork(node: DiceNode): number {
  checkDiceCounts(node);
  return estimateNode(node).work;
}
