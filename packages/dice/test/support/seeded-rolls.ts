/**
 * Test support: `samples` seeded rolls of a dice expression against its exact distribution
 * (chiSquareTest), what "the random evaluator follows the exact one" tests assert.
 */
import { distributionOf } from '../../src/evaluate/distribution.ts';
import { rollDice } from '../../src/evaluate/roll.ts';
import { parseDice } from '../../src/parser/parse-dice.ts';
import { seededRandom } from '../../src/random/seeded-random.ts';
import { chiSquareTest } from './chi-square.ts';

export function seededRollsAgainstExact(
  input: string,
  seed: number,
  samples = 100_000,
): ReturnType<typeof chiSquareTest> {
  const node = parseDice(input);
  const rng = seededRandom(seed);
  const counts = new Map<number, number>();
  for (let i = 0; i < samples; i++) {
    const total = rollDice(node, rng).total;
    counts.set(total, (counts.get(total) ?? 0) + 1);
  }
  return chiSquareTest(distributionOf(node).outcomes, counts, samples);
}
