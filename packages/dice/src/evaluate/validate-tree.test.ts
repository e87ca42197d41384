import { describe, expect, it } from 'vitest';
import type { DiceNode } from '../ast.ts';
import { DiceEvaluationError, DiceLimitError } from '../errors.ts';
import { formatDice } from '../format/format-dice.ts';
import { DICE_LIMITS } from '../limits.ts';
import { mapDiceGroups } from '../map-dice-groups.ts';
import { parseDice } from '../parser/parse-dice.ts';
import { seededRandom } from '../random/seeded-random.ts';
import { distributionOf } from './distribution.ts';
import { rollDice } from './roll.ts';

const one: DiceNode = { type: 'number', value: 1, start: 0, end: 0 };

function nested(depth: number): DiceNode {
  let node: DiceNode = one;
  for (let i = 1; i < depth; i++) node = { type: 'unary', op: '-', operand: node, start: 0, end: 0 };
  return node;
}

/** Every entry point that takes a tree. */
const ENTRY_POINTS: Array<[string, (node: DiceNode) => unknown]> = [
  ['distributionOf', (node) => distributionOf(node)],
  ['rollDice', (node) => rollDice(node, seededRandom(1))],
  ['formatDice', (node) => formatDice(node)],
  ['mapDiceGroups', (node) => mapDiceGroups(node, (g) => g)],
];

describe('hand-built trees are validated before any recursive step (issue 22 item 8)', () => {
  it.each(ENTRY_POINTS)('%s: depth 5,000 is dice.limit.too-deep, not a stack overflow', (_, run) => {
    expect(() => run(nested(5000))).toThrow(DiceLimitError);
    expect(() => run(nested(5000))).toThrow(/too-deep: limit 256, got 257/);
    expect(() => run(nested(DICE_LIMITS.maxDepth))).not.toThrow();
  });

  const bad = (tree: unknown) => tree as DiceNode;
  it.each([
    ['op %', bad({ type: 'binary', op: '%', left: one, right: one, start: 0, end: 0 }), 'binary %'],
    ['unknown kind', bad({ type: 'modulo', start: 0, end: 0 }), 'node modulo'],
    ['unary +', bad({ type: 'unary', op: '+', operand: one, start: 0, end: 0 }), 'unary +'],
    ['compare !=', bad({ type: 'compare', op: '!=', left: one, right: one, start: 0, end: 0 }), 'compare !='],
    ['missing child', bad({ type: 'group', start: 0, end: 0 }), 'undefined'],
    [
      'unknown faces',
      bad({ type: 'dice', count: 1, faces: { kind: 'd6' }, modifiers: [], keep: null, start: 0, end: 0 }),
      'faces d6',
    ],
    [
      'unknown keep',
      bad({
        type: 'dice',
        count: 2,
        faces: { kind: 'standard', sides: 6 },
        modifiers: [],
        keep: { mode: 'kx', count: 1 },
        start: 0,
        end: 0,
      }),
      'keep kx',
    ],
  ])('%s is dice.eval.invalid-tree naming it', (_, tree, found) => {
    for (const [, run] of ENTRY_POINTS) {
      try {
        run(tree);
        expect.unreachable();
      } catch (e) {
        expect(e).toBeInstanceOf(DiceEvaluationError);
        expect((e as DiceEvaluationError).code).toBe('dice.eval.invalid-tree');
        expect((e as DiceEvaluationError).params.found).toBe(found);
      }
    }
  });

  it('the deepest parsed input passes', () => {
    const deepest = `${'-('.repeat(66)}1${')'.repeat(66)}`;
    expect(deepest.length).toBeLessThanOrEqual(DICE_LIMITS.maxInputLength);
    expect(distributionOf(parseDice(deepest)).outcomes).toEqual([[1, 1]]);
    expect(distributionOf(parseDice(`${'-'.repeat(199)}1`)).outcomes).toEqual([[-1, 1]]);
  });
});
