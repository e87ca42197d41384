/**
 * The deepest node of a parsed tree, measured without recursion: the check after a parse that
 * nothing deeper than the pre-parse guards allow (nesting-depth.ts, inline-nesting.ts) reaches the
 * tree walks, which recurse once per level.
 */
import type { Node, Parent } from 'mdast';
import { MAX_INLINE_NESTING } from './inline-nesting.ts';
import { MAX_NESTING_DEPTH, MarkdownTooDeepError, type NestingDepth } from './nesting-depth.ts';

/** The deepest a parsed content tree may be: containers, inline markup and the few levels between. */
export const MAX_TREE_DEPTH = 2 * MAX_NESTING_DEPTH + MAX_INLINE_NESTING + 8;

/** The depth of the deepest node of `tree` and its 1-based line (the root is depth 0). */
export function deepestNode(tree: Node): NestingDepth {
  let deepest: NestingDepth = { depth: 0, line: tree.position?.start.line ?? 1 };
  const stack: [Node, number][] = [[tree, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (depth > deepest.depth) deepest = { depth, line: node.position?.start.line ?? deepest.line };
    for (const child of (node as Parent).children ?? []) stack.push([child, depth + 1]);
  }
  return deepest;
}

/** Throw MarkdownTooDeepError (inline) when `tree` is deeper than MAX_TREE_DEPTH. */
export function assertTreeDepth(tree: Node): void {
  const deepest = deepestNode(tree);
  if (deepest.depth > MAX_TREE_DEPTH) throw new MarkdownTooDeepError(deepest.depth, deepest.line, 'inline');
}

/**
 * Run `work`; a stack overflow inside it (a RangeError: a tree walk that recursed too deep) comes
 * back as MarkdownTooDeepError at the deepest line of `tree`, never as a stack.
 */
export function withinStack<T>(tree: Node, work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    const deepest = deepestNode(tree);
    throw new MarkdownTooDeepError(deepest.depth, deepest.line, 'inline');
  }
}
