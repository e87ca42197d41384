import type { DiceNode } from '../../src/ast.ts';
import { type RollLimits, rollDiceWithLimits } from '../../src/evaluate/roll.ts';
import type { RandomSource } from '../../src/random/random-source.ts';

/**
 * Test support: the exact distribution of the *roller's* process, found by running it on every
 * sequence of random draws (depth-first over the choices of a scripted source, each path weighted
 * by the product of 1/n of its draws). Independent of the distribution evaluator. Paths where an
 * explosion chain reached `limits.explodeDepth` (the roll is `capped`) are left out of
 * `distribution` and summed in `cappedMass`.
 */
export function enumerateRolls(
  node: DiceNode,
  limits: RollLimits,
  maxPaths = 2_000_000,
): { distribution: Map<number, number>; cappedMass: number } {
  const result = new Map<number, number>();
  let cappedMass = 0;
  const path: number[] = [];
  const sizes: number[] = [];
  let paths = 0;
  for (;;) {
    let position = 0;
    let weight = 1;
    const scripted: RandomSource = {
      nextInt(n: number): number {
        if (position >= path.length) {
          path.push(0);
          sizes.push(n);
        }
        weight /= n;
        return path[position++]!;
      },
    };
    const roll = rollDiceWithLimits(node, scripted, limits);
    if (roll.capped) cappedMass += weight;
    else result.set(roll.total, (result.get(roll.total) ?? 0) + weight);
    path.length = position;
    sizes.length = position;
    if (++paths > maxPaths) throw new Error('too many paths to enumerate');
    while (path.length > 0 && path[path.length - 1]! + 1 >= sizes[sizes.length - 1]!) {
      path.pop();
      sizes.pop();
    }
    if (path.length === 0) return { distribution: result, cappedMass };
    path[path.length - 1]!++;
  }
}

/** The explosion and reroll caps the enumeration tests run the roller with. */
export const ENUMERATION_LIMITS: RollLimits = { explodeDepth: 12, maxRerolls: 3 };

/**
 * The largest amount by which the exact distribution's probability of a value exceeds the
 * enumerated roller's (a value only the exact one has counts whole): at most the mass the caps cut.
 */
export function worstExcessOverEnumerated(
  exact: ReadonlyMap<number, number>,
  enumerated: ReadonlyMap<number, number>,
): number {
  let worst = 0;
  for (const [v, p] of enumerated) worst = Math.max(worst, Math.abs((exact.get(v) ?? 0) - p));
  for (const [v, p] of exact) if (!enumerated.has(v)) worst = Math.max(worst, p);
  return worst;
}
