/** Exact non-negative rationals over bigint, for probabilities that must be exact. */
export class Fraction {
  readonly num: bigint;
  readonly den: bigint;

  private constructor(num: bigint, den: bigint) {
    this.num = num;
    this.den = den;
  }

  static of(num: bigint | number, den: bigint | number = 1n): Fraction {
    let n = BigInt(num);
    let d = BigInt(den);
    if (d === 0n) throw new RangeError('Fraction with zero denominator');
    if (d < 0n) {
      n = -n;
      d = -d;
    }
    const g = gcd(n < 0n ? -n : n, d);
    return new Fraction(n / g, d / g);
  }

  static readonly ZERO = Fraction.of(0);
  static readonly ONE = Fraction.of(1);

  add(other: Fraction): Fraction {
    return Fraction.of(this.num * other.den + other.num * this.den, this.den * other.den);
  }

  sub(other: Fraction): Fraction {
    return Fraction.of(this.num * other.den - other.num * this.den, this.den * other.den);
  }

  mul(other: Fraction): Fraction {
    return Fraction.of(this.num * other.num, this.den * other.den);
  }

  div(other: Fraction): Fraction {
    return Fraction.of(this.num * other.den, this.den * other.num);
  }

  equals(other: Fraction): boolean {
    return this.num === other.num && this.den === other.den;
  }

  isZero(): boolean {
    return this.num === 0n;
  }

  /** Nearest double, exact for the common d20 denominators (20, 400). */
  toNumber(): number {
    // The quotient to 64 significant bits by integer division, then scaled by a power of two: exact
    // scaling, so a tiny or huge value keeps its digits (1/20^15 is 3.05e-20, not 0).
    if (this.num === 0n) return 0;
    const negative = this.num < 0n;
    const magnitude = negative ? -this.num : this.num;
    const k = bitLength(this.den) - bitLength(magnitude) + 64;
    const quotient = k >= 0 ? (magnitude << BigInt(k)) / this.den : magnitude / (this.den << BigInt(-k));
    // 2 ** -k in two halves: each stays a normal double where the product is still representable.
    const half = Math.trunc(k / 2);
    const value = Number(quotient) * 2 ** -half * 2 ** -(k - half);
    return negative ? -value : value;
  }

  /** `JSON.stringify` of exact fractions: `"num/den"` text, never the TypeError a bigint would throw. */
  toJSON(): string {
    return this.toString();
  }

  toString(): string {
    return this.den === 1n ? `${this.num}` : `${this.num}/${this.den}`;
  }
}

function gcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) {
    [a, b] = [b, a % b];
  }
  return a === 0n ? 1n : a;
}

function bitLength(n: bigint): number {
  return n.toString(2).length;
}
