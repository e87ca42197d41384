import type { DiceNode, DivisionRounding } from '../ast.ts';
import { matchesPoint } from '../compare-point.ts';
import { roundedQuotient } from '../distribution/divide.ts';
import { DiceEvaluationError, DiceLimitError } from '../errors.ts';
import { formatDice, formatDiceGroup } from '../format/format-dice.ts';
import { DICE_LIMITS } from '../limits.ts';
import { parseDice } from '../parser/parse-dice.ts';
import { cryptoRandom } from '../random/crypto-random.ts';
import type { RandomSource } from '../random/random-source.ts';
import { checkRollLimits } from './check-limits.ts';
import { clampFace, type PreparedDie, prepareDie } from './prepare-die.ts';
import type { DieRoll, DieRollGroup, RollResult } from './roll-result.ts';
import { type DivisionNode, roundedDivision } from './rounded-division.ts';

type DiceGroupNode = Extract<DiceNode, { type: 'dice' }>;

interface CompiledGroup {
  notation: string;
  die: PreparedDie;
  plain: boolean;
}

const NO_REROLLS: readonly number[] = Object.freeze([]);
const checkedRoots = new WeakSet<DiceNode>();
const expressions = new WeakMap<DiceNode, string>();
const groups = new WeakMap<DiceGroupNode, CompiledGroup>();

/**
 * Rolls an expression (crypto random by default; a node's checks and dice kept per node). A rolled
 * 0 divisor is `dice.eval.division-by-zero`, a value past MAX_SAFE_INTEGER `dice.limit.value-too-large`;
 * a chain stopped at maxExplosionsPerDie (a chance below 1e-12) marks the result `capped: true`.
 */
export function rollDice(nodeOrInput: DiceNode | string, rng: RandomSource = cryptoRandom): RollResult {
  return rollDiceWithLimits(nodeOrInput, rng, DEFAULT_ROLL_LIMITS);
}

/** Depth limits of a roll; tests lower them to enumerate every path of the rolling process. */
export interface RollLimits {
  explodeDepth: number;
  maxRerolls: number;
}

const DEFAULT_ROLL_LIMITS: RollLimits = {
  explodeDepth: DICE_LIMITS.maxExplosionsPerDie,
  maxRerolls: DICE_LIMITS.maxRerolls,
};

export function rollDiceWithLimits(
  nodeOrInput: DiceNode | string,
  rng: RandomSource,
  limits: RollLimits,
): RollResult {
  const node = typeof nodeOrInput === 'string' ? parseDice(nodeOrInput) : nodeOrInput;
  if (!checkedRoots.has(node)) {
    checkRollLimits(node);
    checkedRoots.add(node);
  }
  let expression = expressions.get(node);
  if (expression === undefined) {
    expression = formatDice(node);
    expressions.set(node, expression);
  }
  const rolls: DieRollGroup[] = [];
  const at: Rolling = { rng, rolls, limits };
  let result: RollResult;
  if (node.type === 'compare') {
    const left = evaluate(node.left, at);
    const right = evaluate(node.right, at);
    const total = matchesPoint({ op: node.op, value: right }, left) ? 1 : 0;
    result = { expression, total, rolls, comparison: { op: node.op, left, right } };
  } else result = { expression, total: evaluate(node, at), rolls };
  if (rolls.some((group) => group.dice.some((die) => die.capped === true))) result.capped = true;
  return result;
}

/** A value a roll can no longer hold exactly is refused rather than rounded. */
function safe(value: number): number {
  if (!Number.isSafeInteger(value)) {
    throw new DiceLimitError(
      'dice.limit.value-too-large',
      DICE_LIMITS.maxRollMagnitude,
      Number.isFinite(value) ? Math.abs(value) : Number.MAX_VALUE,
    );
  }
  return value;
}

/**
 * a / b rounded down (or up, or half up) for safe integers; past 2^49 the float quotient could
 * round across an integer, so BigInt takes over.
 */
function roundDivide(a: number, b: number, mode: DivisionRounding): number {
  if (Math.abs(a) < 2 ** 49 && Math.abs(b) < 2 ** 49) return roundedQuotient(a, b, mode);
  // round half up: floor((2a + b) / 2b); ceil: -floor(-a / b).
  const [n, d] =
    mode === 'round'
      ? [2n * BigInt(a) + BigInt(b), 2n * BigInt(b)]
      : [BigInt(mode === 'ceil' ? -a : a), BigInt(b)];
  let q = n / d;
  if (n % d !== 0n && n < 0n !== d < 0n) q -= 1n;
  return Number(mode === 'ceil' ? -q : q) + 0;
}

/** What a roll carries through the tree: its random source, the groups rolled so far, its limits. */
interface Rolling {
  rng: RandomSource;
  rolls: DieRollGroup[];
  limits: RollLimits;
}

function evaluate(node: DiceNode, at: Rolling): number {
  switch (node.type) {
    case 'number':
      return node.value;
    case 'group': {
      if (node.fn === 'abs') return Math.abs(evaluate(node.inner, at)) + 0;
      const division = roundedDivision(node);
      if (division !== null) return divide(division, at, node.fn as DivisionRounding);
      return evaluate(node.inner, at);
    }
    case 'unary':
      return 0 - evaluate(node.operand, at);
    case 'dice':
      return rollGroup(node, at);
    case 'compare': {
      const left = evaluate(node.left, at);
      const right = evaluate(node.right, at);
      return matchesPoint({ op: node.op, value: right }, left) ? 1 : 0;
    }
    case 'binary': {
      if (node.op === '/') return divide(node, at, 'floor');
      const left = evaluate(node.left, at);
      const right = evaluate(node.right, at);
      if (node.op === '+') return safe(left + right);
      if (node.op === '-') return safe(left - right);
      return safe(left * right + 0);
    }
  }
}

function divide(node: DivisionNode, at: Rolling, mode: DivisionRounding): number {
  const left = evaluate(node.left, at);
  const right = evaluate(node.right, at);
  if (right === 0)
    throw new DiceEvaluationError('dice.eval.division-by-zero', {
      offset: node.right.start,
      column: node.right.start + 1,
    });
  return roundDivide(left, right, mode);
}

function compile(node: DiceGroupNode): CompiledGroup {
  let compiled = groups.get(node);
  if (compiled === undefined) {
    const die = prepareDie(node.faces, node.modifiers);
    compiled = {
      notation: formatDiceGroup(node),
      die,
      plain: node.modifiers.length === 0 && node.keep === null,
    };
    groups.set(node, compiled);
  }
  return compiled;
}

function rollGroup(node: DiceGroupNode, { rng, rolls, limits }: Rolling): number {
  const { notation, die, plain } = compile(node);
  const faces = die.faces;
  const dice: DieRoll[] = [];
  let subtotal = 0;
  if (plain) {
    for (let i = 0; i < node.count; i++) {
      const value = faces[rng.nextInt(faces.length)]!;
      dice.push({ value, kept: true, rerolled: NO_REROLLS, exploded: false });
      subtotal += value;
    }
  } else {
    subtotal = rollModifiedDice(node, die, rng, dice, limits);
  }
  rolls.push({ notation, faces: node.faces, sides: faces.length, dice, subtotal });
  return subtotal;
}

/** Rolls each die with reroll, explosion and clamp, then applies keep/drop to the chains. */
function rollModifiedDice(
  node: DiceGroupNode,
  die: PreparedDie,
  rng: RandomSource,
  dice: DieRoll[],
  limits: RollLimits,
): number {
  const chainStart: number[] = [];
  const chainTotal: number[] = [];
  /** The unclamped face of each physical die (what `ra` tests). */
  const rawFaces: number[] = [];
  for (let i = 0; i < node.count; i++) {
    chainStart.push(dice.length);
    let total = 0;
    let depth = 0;
    for (;;) {
      const raw = rollPhysical(die, rng, dice, depth > 0, limits.maxRerolls);
      rawFaces.push(raw);
      // `!p`: a die an explosion added counts 1 less.
      if (die.penetrate && depth > 0) dice[dice.length - 1]!.value -= 1;
      total += dice[dice.length - 1]!.value;
      if (die.explode === null || !matchesPoint(die.explode, raw)) break;
      if (depth >= limits.explodeDepth) {
        dice[dice.length - 1]!.capped = true;
        break;
      }
      depth++;
    }
    if (die.compound) compoundChain(dice, chainStart[chainStart.length - 1]!, total);
    chainTotal.push(total);
  }
  // `ra`: one more die when any die matched (once per group; the parser allows no keep/drop here).
  const when = die.rerollAdd;
  if (when !== null && rawFaces.some((face) => matchesPoint(when, face))) {
    rollPhysical(die, rng, dice, false, limits.maxRerolls);
    dice[dice.length - 1]!.added = true;
    chainTotal.push(dice[dice.length - 1]!.value);
  }
  chainStart.push(dice.length);
  const keep = node.keep;
  if (keep === null) return chainTotal.reduce((a, b) => a + b, 0);
  const n = node.count;
  const highest = keep.mode === 'kh' || keep.mode === 'dl';
  const kept = Math.max(
    0,
    Math.min(n, keep.mode === 'kh' || keep.mode === 'kl' ? keep.count : n - keep.count),
  );
  const order = chainTotal.map((_, i) => i);
  order.sort(
    (a, b) => (highest ? chainTotal[b]! - chainTotal[a]! : chainTotal[a]! - chainTotal[b]!) || a - b,
  );
  let subtotal = 0;
  for (let rank = 0; rank < n; rank++) {
    const chain = order[rank]!;
    if (rank < kept) {
      subtotal += chainTotal[chain]!;
      continue;
    }
    for (let d = chainStart[chain]!; d < chainStart[chain + 1]!; d++) dice[d]!.kept = false;
  }
  return subtotal;
}

/** `!!`: the dice of a chain shown as one die whose value is the chain's total. */
function compoundChain(dice: DieRoll[], start: number, total: number): void {
  const chain = dice.splice(start);
  const merged: DieRoll = {
    value: total,
    kept: true,
    rerolled: chain.flatMap((d) => d.rerolled),
    exploded: false,
  };
  if (chain.length > 1) merged.compounded = chain.map((d) => d.value);
  if (chain.some((d) => d.clamped === true)) merged.clamped = true;
  if (chain.some((d) => d.capped === true)) merged.capped = true;
  dice.push(merged);
}

/**
 * One physical die: draw, apply the reroll rule, clamp. `r` stops after DICE_LIMITS.maxRerolls
 * rerolls by drawing the final face directly from the non-matching faces, which has exactly the
 * distribution of rerolling until a face does not match. Returns the unclamped face.
 */
function rollPhysical(
  die: PreparedDie,
  rng: RandomSource,
  dice: DieRoll[],
  exploded: boolean,
  maxRerolls: number,
): number {
  const faces = die.faces;
  let face = faces[rng.nextInt(faces.length)]!;
  let rerolled = NO_REROLLS;
  const reroll = die.reroll;
  if (reroll !== null && matchesPoint(reroll.when, face)) {
    const earlier: number[] = [];
    if (reroll.once) {
      earlier.push(face);
      face = faces[rng.nextInt(faces.length)]!;
    } else {
      while (matchesPoint(reroll.when, face)) {
        earlier.push(face);
        face =
          earlier.length >= maxRerolls
            ? die.allowedFaces[rng.nextInt(die.allowedFaces.length)]!
            : faces[rng.nextInt(faces.length)]!;
      }
    }
    rerolled = earlier;
  }
  const value = clampFace(die, face);
  const roll: DieRoll = { value, kept: true, rerolled, exploded };
  if (value !== face) roll.clamped = true;
  dice.push(roll);
  return face;
}
