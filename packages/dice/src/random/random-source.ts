/**
 * The injected random source: `nextInt(n)` returns a uniformly distributed integer in [0, n),
 * for 1 <= n <= 2^32. Implementations must be unbiased (rejection sampling, not `% n`).
 */
export interface RandomSource {
  nextInt(maxExclusive: number): number;
}

/** Unbiased integer in [0, n) from a source of uniform 32-bit words (rejection of the short last block). */
export function uniformInt(next32: () => number, n: number): number {
  if (n <= 1) return 0;
  const limit = 0x1_0000_0000 - (0x1_0000_0000 % n);
  for (;;) {
    const x = next32();
    if (x < limit) return x % n;
  }
}
