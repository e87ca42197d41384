import type { DiceNode, DivisionRounding } from '../ast.ts';
import { refuseUnreachedPoint } from '../compare-point.ts';
import { addWork, denseFromWeights, isUniform, sumIidPlan, trimDense } from '../distribution/dense.ts';
import { divideWork, roundedQuotient } from '../distribution/divide.ts';
import { explodingSumPlan } from '../distribution/exploding-sum.ts';
import { chainRange, chainWork, planExplosion, tailTargetFor } from '../distribution/explosion-plan.ts';
import { keptCount } from '../distribution/keep-drop.ts';
import { rerollAddWork } from '../distribution/reroll-add.ts';
import { DiceEvaluationError, DiceLimitError } from '../errors.ts';
import { DICE_LIMITS } from '../limits.ts';
import { clampFace, prepareDie } from './prepare-die.ts';
import { type DivisionNode, roundedDivision } from './rounded-division.ts';
import { validateTree } from './validate-tree.ts';

interface Estimate {
  lo: number;
  hi: number;
  work: number;
  /** How many values can come out with a non-zero probability (the outcomes array, at most). */
  out: number;
  /**
   * Length of the dense array the evaluator holds for the node (at most the value range; less
   * where an FFT sum keeps only its window): what the next step's work is counted on, so the work
   * counted is the work done, whatever wraps the node.
   */
  width: number;
}

/**
 * Work units per value of the final result: `outcomes` holds one [value, probability] array per
 * value, about 100-150 ns each with garbage collection (measured by scripts/bench-limits.ts).
 */
export const OUTCOME_UNITS = 150;

/**
 * Estimates, from the AST alone, the value range of every intermediate result and the work of
 * the exact computation, and checks the dice counts; throws a DiceLimitError before any heavy work.
 */
export function checkDistributionLimits(node: DiceNode): void {
  const { work } = estimateDistribution(node);
  if (work > DICE_LIMITS.maxWork) {
    throw new DiceLimitError('dice.limit.too-much-work', DICE_LIMITS.maxWork, Math.round(work));
  }
}

/** The checks a random roll needs: dice counts, endless rerolls, explosions past the cut-off rule. */
export function checkRollLimits(node: DiceNode): void {
  checkDiceCounts(node);
  const tailTarget = tailTargetFor(countExplodingDice(node));
  visitDice(node, (dice) => planExplosion(prepareDie(dice.faces, dice.modifiers), tailTarget));
}

/**
 * Dice counts and, for trees built by hand rather than parsed, the numbers the parser would have
 * refused (negative counts, fractional or huge values, empty custom dice).
 */
function checkDiceCounts(node: DiceNode): void {
  validateTree(node);
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
    for (const point of [dice.critical?.success, dice.critical?.failure])
      if (point !== undefined) checkNumber(point.value);
    refuseUnreachedPoints(dice);
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

/** The parser's rule for trees built by hand: a compare point no face shows is refused, at the group. */
function refuseUnreachedPoints(dice: Extract<DiceNode, { type: 'dice' }>): void {
  const points = dice.modifiers.flatMap((m) => (m.type === 'min' || m.type === 'max' ? [] : [m.when]));
  for (const point of [dice.critical?.success, dice.critical?.failure, ...points]) {
    if (point !== undefined) refuseUnreachedPoint(point, dice.faces, dice.start, `${point.op}${point.value}`);
  }
}

function checkNumbers(node: DiceNode): void {
  if (node.type === 'number') checkNumber(node.value);
  for (const child of childNodes(node)) checkNumbers(child);
}

/** The operands a node holds (a dice group's own numbers are not nodes). */
function childNodes(node: DiceNode): readonly DiceNode[] {
  if (node.type === 'unary') return [node.operand];
  if (node.type === 'group') return [node.inner];
  return node.type === 'binary' || node.type === 'compare' ? [node.left, node.right] : [];
}

function checkNumber(value: number): void {
  if (!Number.isSafeInteger(value) || Math.abs(value) > DICE_LIMITS.maxNumber) {
    const actual = Number.isFinite(value) ? Math.abs(value) : Number.MAX_VALUE;
    throw new DiceLimitError('dice.limit.number-too-large', DICE_LIMITS.maxNumber, actual);
  }
}

function visitDice(node: DiceNode, fn: (dice: Extract<DiceNode, { type: 'dice' }>) => void): void {
  if (node.type === 'dice') fn(node);
  for (const child of childNodes(node)) visitDice(child, fn);
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
  if (magnitude > DICE_LIMITS.maxExactMagnitude)
    throw new DiceLimitError('dice.limit.value-too-large', DICE_LIMITS.maxExactMagnitude, magnitude);
  return e;
}

/** An estimate whose dense array is no longer than its value range, nor its outcomes than the array. */
function withWidth(e: Omit<Estimate, 'width'>, width: number): Estimate {
  const held = Math.max(1, Math.min(width, size(e)));
  return { ...e, width: held, out: Math.min(e.out, held) };
}

/**
 * Value range and work units of each node, mirroring evaluate/distribution.ts step by step, each
 * step's work counted on the lengths of the arrays it is given (`width`), not on value ranges. The
 * units are calibrated to about one nanosecond each (scripts/bench-limits.ts prints the measured
 * time per unit of the slowest shapes): a multiply-add of a convolution is 1, a pair of `*` 4.
 */
function estimateNode(node: DiceNode, tailTarget: number): Estimate {
  switch (node.type) {
    case 'number':
      return checked({ lo: node.value, hi: node.value, work: 1, out: 1, width: 1 });
    case 'group': {
      if (node.fn === 'abs') {
        const e = estimateNode(node.inner, tailTarget);
        const hi = Math.max(Math.abs(e.lo), Math.abs(e.hi));
        const lo = e.lo >= 0 ? e.lo : e.hi <= 0 ? -e.hi : 0;
        return withWidth({ lo, hi, work: e.work + 2 * e.width, out: Math.min(e.out, hi - lo + 1) }, e.width);
      }
      const division = roundedDivision(node);
      if (division !== null) return estimateDivision(division, tailTarget, node.fn as DivisionRounding);
      return estimateNode(node.inner, tailTarget);
    }
    case 'unary': {
      const e = estimateNode(node.operand, tailTarget);
      return { lo: -e.hi, hi: -e.lo, work: e.work + e.width, out: e.out, width: e.width };
    }
    case 'dice':
      return estimateDice(node, tailTarget);
    case 'compare': {
      const l = estimateNode(node.left, tailTarget);
      const r = estimateNode(node.right, tailTarget);
      return { lo: 0, hi: 1, work: l.work + r.work + 8 * (l.width + r.width), out: 2, width: 2 };
    }
    case 'binary': {
      if (node.op === '/') return estimateDivision(node, tailTarget, 'floor');
      const l = estimateNode(node.left, tailTarget);
      const r = estimateNode(node.right, tailTarget);
      const both = l.work + r.work;
      if (node.op === '+' || node.op === '-') {
        const lo = node.op === '+' ? l.lo + r.lo : l.lo - r.hi;
        const hi = node.op === '+' ? l.hi + r.hi : l.hi - r.lo;
        const work = both + addWork(l.width, r.width) + r.width;
        // Values that can come out: at most every pair of the sides' values (l.out + r.out - 1
        // only when both are runs without gaps; `d100 + 100*10d928` fills 927,100 of them).
        const out = Math.min(hi - lo + 1, l.out * r.out);
        return checked(withWidth({ lo, hi, work, out }, l.width + r.width - 1));
      }
      // A product.
      const products = [l.lo * r.lo, l.lo * r.hi, l.hi * r.lo, l.hi * r.hi];
      const lo = Math.min(...products);
      const hi = Math.max(...products);
      // The products of two windows span at most |x| (wr - 1) + |y| (wl - 1) + 1 values.
      const magnitude = (e: Estimate) => Math.max(Math.abs(e.lo), Math.abs(e.hi));
      const span = magnitude(l) * (r.width - 1) + magnitude(r) * (l.width - 1) + 1;
      const width = Math.min(hi - lo + 1, span);
      const work = both + 2 * l.width * r.width + 2 * width;
      return checked(withWidth({ lo, hi, work, out: Math.min(width, l.out * r.out) }, width));
    }
  }
}

/** Range and work of A / B rounded as `mode` says (divideDense). */
function estimateDivision(node: DivisionNode, tailTarget: number, mode: DivisionRounding): Estimate {
  const l = estimateNode(node.left, tailTarget);
  const r = estimateNode(node.right, tailTarget);
  const both = l.work + r.work;
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
  for (const a of [l.lo, l.hi]) for (const d of divisors) quotients.push(roundedQuotient(a, d, mode));
  const lo = Math.min(...quotients);
  const hi = Math.max(...quotients);
  // One divisor d maps a window of wl dividends onto at most (wl - 1) / |d| + 2 quotients.
  const width =
    r.lo === r.hi ? Math.min(hi - lo + 1, Math.floor((l.width - 1) / Math.abs(r.lo)) + 2) : hi - lo + 1;
  const work = both + divideWork(l.width, r.lo, r.hi) + width;
  return checked(withWidth({ lo, hi, work, out: Math.min(width, l.out * r.out) }, width));
}

function estimateDice(node: Extract<DiceNode, { type: 'dice' }>, tailTarget: number): Estimate {
  const die = prepareDie(node.faces, node.modifiers);
  const n = node.count;
  const kept = keptCount(n, node.keep);
  const plan = planExplosion(die, tailTarget);
  const chain = checked({ ...chainRange(plan), work: 0, out: 0, width: 0 });
  let work = 4 * die.faces.length;
  if (die.rerollAdd !== null) {
    // n dice and, when one matches, one more: the sums of n and of n + 1 dice.
    const lo = Math.min(chain.lo * n, chain.lo * (n + 1));
    const hi = Math.max(chain.hi * n, chain.hi * (n + 1));
    const range = checked({ lo, hi, work: 0, out: 0, width: 0 });
    return { ...range, work: work + rerollAddWork(n, size(chain)), out: hi - lo + 1, width: hi - lo + 1 };
  }
  if (kept === 0) return { lo: 0, hi: 0, work: work + chainWork(plan), out: 1, width: 1 };
  const width = size(chain);
  const lo = chain.lo * kept;
  const hi = chain.hi * kept;
  checked({ lo, hi, work: 0, out: 0, width: 0 });
  let out = hi - lo + 1;
  // The same test sumIid makes on the die it is given (a plain die, `r<3` of a plain die...).
  const uniform =
    plan.go === null &&
    isUniform(
      trimDense(
        denseFromWeights(
          die.values.map((v) => clampFace(die, v)),
          die.probabilities,
        ),
      ),
    );
  if (kept === n && plan.go !== null) {
    const sum = explodingSumPlan(n, plan);
    work += sum.work;
    out = Math.min(out, sum.window);
  } else if (kept === n) {
    const sum = sumIidPlan(n, width, uniform);
    work += chainWork(plan) + sum.work;
    if (sum.useFft) out = Math.min(out, sum.window);
  } else {
    work += chainWork(plan);
    // keepExtreme: per face, open states j < k of j * width sums, each spread over k - j counts,
    // plus n powers (about 20 units each) and the tail weights per face.
    work += 3 * width * ((kept * kept * kept) / 6) * width + width * (kept * n + 40 * n);
  }
  // The array handed on spans the whole range (an FFT sum computes a window and leaves zeros around it).
  return { lo, hi, work, out, width: hi - lo + 1 };
}

/** The estimated work of an exact distribution (as checked against DICE_LIMITS.maxWork), after the limit checks. */
export function estimateDistributionWork(node: DiceNode): number {
  return estimateDistribution(node).work;
}

/** The value range (to the explosion cut-off) and estimated work of an exact distribution, uncomputed. */
export function estimateDistribution(node: DiceNode): { min: number; max: number; work: number } {
  checkDiceCounts(node);
  const e = estimateNode(node, tailTargetFor(countExplodingDice(node)));
  return { min: e.lo, max: e.hi, work: e.work + OUTCOME_UNITS * e.out };
}

/** Dice of the expression that carry an explode modifier (they share the explosion cut-off). */
export function countExplodingDice(node: DiceNode): number {
  let count = 0;
  visitDice(node, (dice) => {
    if (dice.modifiers.some((m) => m.type === 'explode')) count += dice.count;
  });
  return count;
}
