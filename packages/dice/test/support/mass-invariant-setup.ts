/**
 * Vitest setup for this package: every distribution a test obtains through distributionOf,
 * toDistribution or the algebra (sums, mixtures, maps, weights) passes assertMassConserved first, so no test of the suite can see a
 * distribution that gains or loses probability (issue: FFT windows that dropped low values).
 */
import { vi } from 'vitest';
import type { DiceNode } from '../../src/ast.ts';
import type { Distribution, Evaluated } from '../../src/evaluate/distribution.ts';
import { assertMassConserved } from './mass-invariant.ts';

vi.mock('../../src/evaluate/distribution.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/evaluate/distribution.ts')>();
  return {
    ...original,
    distributionOf: (nodeOrInput: DiceNode | string) => {
      const dist = original.distributionOf(nodeOrInput);
      assertMassConserved(dist, typeof nodeOrInput === 'string' ? nodeOrInput : 'tree');
      return dist;
    },
    toDistribution: (e: Evaluated) => {
      const dist = original.toDistribution(e);
      assertMassConserved(dist);
      return dist;
    },
  };
});

/** `fn` with its Distribution result checked. */
function checkedResult<A extends unknown[]>(name: string, fn: (...args: A) => Distribution) {
  return (...args: A): Distribution => {
    const dist = fn(...args);
    assertMassConserved(dist, name);
    return dist;
  };
}

vi.mock('../../src/algebra.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/algebra.ts')>();
  return {
    ...original,
    sumDistributions: checkedResult('sumDistributions', original.sumDistributions),
    sumAllDistributions: checkedResult('sumAllDistributions', original.sumAllDistributions),
    mixDistributions: checkedResult('mixDistributions', original.mixDistributions),
    mapDistribution: checkedResult('mapDistribution', original.mapDistribution),
    distributionFromWeights: checkedResult('distributionFromWeights', original.distributionFromWeights),
  };
});
