/**
 * Exact mean and variance where the notation allows (sums and differences of plain dice and
 * numbers, multiplication by a number, parentheses): NdS has mean N(S+1)/2 and variance
 * N(S²-1)/12, a custom or Fate die its faces'. Rationals in BigInt, made a double once, so `8d6`
 * reports 28, not 28.000000000000007. Anything else: null (the distribution's moments stand).
 * The algebra's sums keep exact moments in a side table, so Distribution's JSON stays as it is.
 */
import type { DiceNode, DieFaces } from '../ast.ts';
import { roundedDivision } from './rounded-division.ts';

/** n/d with d > 0, in lowest terms. */
export interface Rational {
  n: bigint;
  d: bigint;
}

export interface ExactMoments {
  mean: Rational;
  variance: Rational;
}

function gcd(a: bigint, b: bigint): bigint {
  let [x, y] = [a < 0n ? -a : a, b < 0n ? -b : b];
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

function rational(n: bigint, d = 1n): Rational {
  const sign = d < 0n ? -1n : 1n;
  const g = gcd(n, d) || 1n;
  return { n: (sign * n) / g, d: (sign * d) / g };
}

const add = (a: Rational, b: Rational) => rational(a.n * b.d + b.n * a.d, a.d * b.d);
const scale = (a: Rational, k: bigint) => rational(a.n * k, a.d);
const neg = (a: Rational) => rational(-a.n, a.d);

export function toNumber(r: Rational): number {
  return Number(r.n) / Number(r.d);
}

function faceMoments(faces: DieFaces): ExactMoments {
  const values =
    faces.kind === 'standard' ? null : faces.kind === 'fate' ? [-1, 0, 1] : faces.faces.map((face) => face);
  if (values === null) {
    const s = BigInt(faces.kind === 'standard' ? faces.sides : 0);
    return { mean: rational(s + 1n, 2n), variance: rational(s * s - 1n, 12n) };
  }
  const k = BigInt(values.length);
  const sum = values.reduce((total, value) => total + BigInt(value), 0n);
  const squares = values.reduce((total, value) => total + BigInt(value) * BigInt(value), 0n);
  const mean = rational(sum, k);
  return { mean, variance: add(rational(squares, k), neg(rational(mean.n * mean.n, mean.d * mean.d))) };
}

/** Exact moments of an expression, or null where the notation has no closed form here. */
export function exactMoments(node: DiceNode): ExactMoments | null {
  switch (node.type) {
    case 'number':
      return Number.isInteger(node.value)
        ? { mean: rational(BigInt(node.value)), variance: rational(0n) }
        : null;
    case 'dice': {
      if (node.modifiers.length > 0 || node.keep !== null) return null;
      const one = faceMoments(node.faces);
      const count = BigInt(node.count);
      return { mean: scale(one.mean, count), variance: scale(one.variance, count) };
    }
    case 'group':
      // A function changes the value unless it rounds an argument that is no division.
      if (node.fn !== undefined && (node.fn === 'abs' || roundedDivision(node) !== null)) return null;
      return exactMoments(node.inner);
    case 'unary': {
      const inner = exactMoments(node.operand);
      return inner && { mean: neg(inner.mean), variance: inner.variance };
    }
    case 'binary': {
      const [left, right] = [exactMoments(node.left), exactMoments(node.right)];
      if (!left || !right) return null;
      if (node.op === '+' || node.op === '-') {
        return {
          mean: add(left.mean, node.op === '+' ? right.mean : neg(right.mean)),
          variance: add(left.variance, right.variance),
        };
      }
      if (node.op === '*') {
        // A product of two random values is not linear; by a number it is.
        const [constant, other] =
          left.variance.n === 0n ? [left, right] : right.variance.n === 0n ? [right, left] : [null, null];
        if (!constant || !other || constant.mean.d !== 1n) return null;
        const k = constant.mean.n;
        return { mean: scale(other.mean, k), variance: scale(other.variance, k * k) };
      }
      return null;
    }
    default:
      return null;
  }
}

const known = new WeakMap<object, ExactMoments>();

export function rememberExactMoments<T extends object>(distribution: T, moments: ExactMoments | null): T {
  if (moments) known.set(distribution, moments);
  return distribution;
}

export function exactMomentsOf(distribution: object): ExactMoments | null {
  return known.get(distribution) ?? null;
}

/** The distribution with its mean and standard deviation taken from exact moments. */
export function withExactMoments<T extends { mean: number; stddev: number }>(
  distribution: T,
  moments: ExactMoments | null,
): T {
  if (!moments) return distribution;
  const exact = {
    ...distribution,
    mean: toNumber(moments.mean) + 0,
    stddev: Math.sqrt(toNumber(moments.variance)),
  };
  return rememberExactMoments(exact, moments);
}

/** Exact moments of the sum of two independent distributions, when both have them. */
export function sumExactMoments(a: object, b: object): ExactMoments | null {
  const [x, y] = [exactMomentsOf(a), exactMomentsOf(b)];
  return x && y ? { mean: add(x.mean, y.mean), variance: add(x.variance, y.variance) } : null;
}
