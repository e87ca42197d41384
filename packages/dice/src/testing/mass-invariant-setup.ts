/**
 * Vitest setup for this package: every distribution a test obtains through distributionOf or
 * toDistribution passes assertMassConserved first, so no test of the suite can see a
 * distribution that gains or loses probability (issue: FFT windows that dropped low values).
 */
import { vi } from 'vitest';
import type { DiceNode } from '../ast.ts';
import type { Evaluated } from '../evaluate/distribution.ts';
import { assertMassConserved } from './mass-invariant.ts';

vi.mock('../evaluate/distribution.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../evaluate/distribution.ts')>();
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
