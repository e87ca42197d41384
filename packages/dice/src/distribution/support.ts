import type { DiceNode, DivisionRounding } from '../ast.ts';
import { prepareDie } from '../evaluate/prepare-die.ts';
import { type DivisionNode, roundedDivision } from '../evaluate/rounded-division.ts';
import { dieChainDistribution } from './die-chain.ts';
import { roundedQuotient } from './divide.ts';
import { planExplosion } from './explosion-plan.ts';
import { keptCount } from './keep-drop.ts';

/**
 * The values an expression can take, whatever their probability: sorted, disjoint, non-adjacent
 * runs [lo, hi] (an end may be infinite). Probabilities can underflow, so only the support shows
 * that a divisor is never 0. A superset of the true support: exact while the runs stay few
 * (MAX_RUNS, MAX_PAIRS), else their hull.
 */
export type Runs = ReadonlyArray<readonly [lo: number, hi: number]>;

const MAX_RUNS = 4096;
const MAX_PAIRS = 100_000;

export function supportHas(runs: Runs, value: number): boolean {
  return runs.some(([lo, hi]) => lo <= value && value <= hi);
}

/** The support of an expression (a superset when it would take too many runs to follow exactly). */
export function supportOf(node: DiceNode, tailTarget: number): Runs {
  switch (node.type) {
    case 'number':
      return [[node.value, node.value]];
    case 'group': {
      if (node.fn === 'abs') return absRuns(supportOf(node.inner, tailTarget));
      const division = roundedDivision(node);
      if (division !== null) return divisionSupport(division, tailTarget, node.fn as DivisionRounding);
      return supportOf(node.inner, tailTarget);
    }
    case 'unary':
      return negateRuns(supportOf(node.operand, tailTarget));
    case 'dice':
      return diceSupport(node, tailTarget);
    case 'compare':
      return [[0, 1]];
    case 'binary': {
      if (node.op === '/') return divisionSupport(node, tailTarget, 'floor');
      const l = supportOf(node.left, tailTarget);
      const r = supportOf(node.right, tailTarget);
      if (node.op === '+') return addRuns(l, r);
      if (node.op === '-') return addRuns(l, negateRuns(r));
      return pairwise(l, r, (a, b) => a * b, productHull(l, r));
    }
  }
}

function divisionSupport(node: DivisionNode, tailTarget: number, mode: DivisionRounding): Runs {
  const l = supportOf(node.left, tailTarget);
  const r = supportOf(node.right, tailTarget);
  const divisors = r.filter(([lo, hi]) => !(lo === 0 && hi === 0));
  // |rounded(a / b)| <= |a| for |b| >= 1 (ceil and round included: a / b lies between 0 and a).
  return pairwise(l, divisors, (a, b) => (b === 0 ? a : roundedQuotient(a, b, mode)), quotientHull(l));
}

/** |X|: each run folded onto the non-negative side. */
function absRuns(runs: Runs): Runs {
  const out: Array<readonly [number, number]> = [];
  for (const [lo, hi] of runs) {
    if (lo >= 0) out.push([lo, hi]);
    else if (hi <= 0) out.push([-hi, -lo]);
    else out.push([0, Math.max(-lo, hi)]);
  }
  return merge(out);
}

function diceSupport(node: Extract<DiceNode, { type: 'dice' }>, tailTarget: number): Runs {
  const kept = keptCount(node.count, node.keep);
  if (kept === 0) return [[0, 0]];
  const die = prepareDie(node.faces, node.modifiers);
  const plan = planExplosion(die, tailTarget);
  const chain = dieChainDistribution(die, plan).dense;
  const values: number[] = [];
  for (let i = 0; i < chain.p.length; i++) if (chain.p[i]! > 0) values.push(chain.offset + i);
  const one = runsOf(values) as [number, number][];
  // Past the cut-off an exploding chain can reach further values: keep that side open.
  if (plan.go !== null && one.length > 0) {
    if (plan.direction === 'up' || plan.direction === 'mixed') one.at(-1)![1] = Number.POSITIVE_INFINITY;
    if (plan.direction === 'down' || plan.direction === 'mixed') one[0]![0] = Number.NEGATIVE_INFINITY;
  }
  // The kept dice can be any `kept` of the chains (the others at the lowest or highest total).
  // `ra` may add one die: the sums of n and of n + 1 dice (a superset).
  if (die.rerollAdd !== null) return merge([...sumTimes(one, kept), ...sumTimes(one, kept + 1)]);
  return sumTimes(one, kept);
}

/** The support of `n` independent copies summed, by doubling. */
function sumTimes(one: Runs, n: number): Runs {
  let result: Runs = [[0, 0]];
  let base = one;
  for (let e = n; e > 0; e >>= 1) {
    if (e & 1) result = addRuns(result, base);
    if (e > 1) base = addRuns(base, base);
  }
  return result;
}

function runsOf(sortedValues: ArrayLike<number> & Iterable<number>): [number, number][] {
  const runs: [number, number][] = [];
  for (const v of sortedValues) {
    const last = runs.at(-1);
    if (last && v <= last[1] + 1) last[1] = Math.max(last[1], v);
    else runs.push([v, v]);
  }
  return runs;
}

/** Sorts and merges overlapping or adjacent runs; past MAX_RUNS, their hull. */
function merge(runs: Array<readonly [number, number]>): Runs {
  runs.sort((a, b) => a[0] - b[0]);
  const out: [number, number][] = [];
  for (const [lo, hi] of runs) {
    const last = out.at(-1);
    if (last && lo <= last[1] + 1) last[1] = Math.max(last[1], hi);
    else out.push([lo, hi]);
  }
  return out.length > MAX_RUNS ? hull(out) : out;
}

function hull(runs: Runs): Runs {
  return runs.length === 0 ? [] : [[runs[0]![0], runs.at(-1)![1]]];
}

function negateRuns(runs: Runs): Runs {
  return runs.map(([lo, hi]) => [-hi, -lo] as const).reverse();
}

/** Minkowski sum: every run of one plus every run of the other. */
function addRuns(a: Runs, b: Runs): Runs {
  if (a.length * b.length > MAX_PAIRS) {
    const [ha, hb] = [hull(a)[0]!, hull(b)[0]!];
    return [[ha[0] + hb[0], ha[1] + hb[1]]];
  }
  const out: Array<readonly [number, number]> = [];
  for (const [alo, ahi] of a) for (const [blo, bhi] of b) out.push([alo + blo, ahi + bhi]);
  return merge(out);
}

/** 0 times an infinite end is 0 here (an end of a run, not a value). */
function times(a: number, b: number): number {
  return a === 0 || b === 0 ? 0 : a * b;
}

function productHull(a: Runs, b: Runs): Runs {
  const [ha, hb] = [hull(a)[0], hull(b)[0]];
  if (!ha || !hb) return [];
  const corners = [times(ha[0], hb[0]), times(ha[0], hb[1]), times(ha[1], hb[0]), times(ha[1], hb[1])];
  return [[Math.min(...corners), Math.max(...corners)]];
}

/** |floor(a / b)| <= |a| for |b| >= 1. */
function quotientHull(a: Runs): Runs {
  const h = hull(a)[0];
  if (!h) return [];
  const m = Math.max(Math.abs(h[0]), Math.abs(h[1]));
  return [[-m, m]];
}

/** Every pair of values when the runs are finite and few enough to list, else `fallback`. */
function pairwise(a: Runs, b: Runs, op: (x: number, y: number) => number, fallback: Runs): Runs {
  const count = (runs: Runs) => runs.reduce((n, [lo, hi]) => n + (hi - lo + 1), 0);
  const [na, nb] = [count(a), count(b)];
  if (!Number.isFinite(na) || !Number.isFinite(nb) || na * nb > MAX_PAIRS) return fallback;
  const values = new Float64Array(na * nb);
  let k = 0;
  for (const [alo, ahi] of a)
    for (let x = alo; x <= ahi; x++)
      for (const [blo, bhi] of b) for (let y = blo; y <= bhi; y++) values[k++] = op(x, y);
  return runsOf(values.sort());
}
