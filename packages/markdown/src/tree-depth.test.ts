import type { Emphasis, PhrasingContent, Root } from 'mdast';
import { describe, expect, it } from 'vitest';
import { MarkdownTooDeepError } from './nesting-depth.ts';
import { assertTreeDepth, deepestNode, MAX_TREE_DEPTH, withinStack } from './tree-depth.ts';

/** A paragraph of emphasis nested `depth` deep, its innermost text on line 7 (made by hand, no parse). */
function deepTree(depth: number): Root {
  let inner: PhrasingContent = {
    type: 'text',
    value: 'a',
    position: { start: { line: 7, column: 1 }, end: { line: 7, column: 2 } },
  };
  for (let level = 0; level < depth; level += 1) inner = { type: 'emphasis', children: [inner] } as Emphasis;
  return { type: 'root', children: [{ type: 'paragraph', children: [inner] }] };
}

describe('tree depth after a parse', () => {
  it('is measured without recursion, 100,000 deep', () => {
    expect(deepestNode(deepTree(100_000))).toEqual({ depth: 100_002, line: 7 });
  });

  it('a tree deeper than MAX_TREE_DEPTH is refused at its deepest line', () => {
    expect(() => assertTreeDepth(deepTree(MAX_TREE_DEPTH - 2))).not.toThrow();
    expect(() => assertTreeDepth(deepTree(MAX_TREE_DEPTH))).toThrow(MarkdownTooDeepError);
  });

  it('a stack overflow in a tree walk comes back as MarkdownTooDeepError, never a RangeError', () => {
    const tree = deepTree(200_000);
    const walk = (node: { children?: unknown[] }): number =>
      1 + Math.max(0, ...((node.children ?? []) as { children?: unknown[] }[]).map(walk));
    expect(() => withinStack(tree, () => walk(tree))).toThrow(
      expect.objectContaining({ code: 'content.markdown.inline-too-deep', line: 7 }),
    );
  });
});
