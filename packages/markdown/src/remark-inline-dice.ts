/**
 * Inline dice: dice notation in prose becomes a `diceNotation` node, rendered as
 * `<button type="button" class="dice-inline" data-dice="8d6">8d6</button>` so the site
 * can make it clickable. Headings, links, code and directives are left alone.
 */
import type { Nodes, PhrasingContent, Root, Text } from 'mdast';
import { SKIP, visit } from 'unist-util-visit';
import { splitDiceText } from './dice-pattern.ts';
import type { DiceNotation } from './types.ts';

/** Nodes whose text is not prose to enrich (headings, links, code, directives, raw HTML): skipped whole. */
export const NOT_PROSE: ReadonlySet<Nodes['type']> = new Set([
  'heading',
  'link',
  'linkReference',
  'code',
  'inlineCode',
  'leafDirective',
  'containerDirective',
  'html',
]);

function diceNode(text: string, notation: string): DiceNotation {
  return {
    type: 'diceNotation',
    value: text,
    notation,
    data: {
      hName: 'button',
      hProperties: { type: 'button', className: ['dice-inline'], dataDice: notation },
      hChildren: [{ type: 'text', value: text }],
    },
  };
}

/** Split one text node into text and dice nodes (returns null when it holds no dice). */
function splitText(node: Text): PhrasingContent[] | null {
  const parts = splitDiceText(node.value);
  if (!parts.some((part) => part.notation !== undefined)) return null;
  return parts.map((part) =>
    part.notation === undefined ? { type: 'text', value: part.text } : diceNode(part.text, part.notation),
  );
}

/** Each prose text node (outside `skipped`) replaced by the parts `split` makes of it (null: kept). */
export function splitProse(
  tree: Root,
  skipped: ReadonlySet<Nodes['type']>,
  split: (node: Text) => PhrasingContent[] | null,
  enter?: (node: Nodes) => void,
): undefined {
  visit(tree, (node, index, parent) => {
    enter?.(node);
    if (skipped.has(node.type)) return SKIP;
    if (node.type !== 'text' || parent === undefined || index === undefined) return;
    const parts = split(node);
    if (parts === null) return;
    (parent.children as PhrasingContent[]).splice(index, 1, ...parts);
    return [SKIP, index + parts.length];
  });
}

export function remarkInlineDice() {
  return (tree: Root): undefined => splitProse(tree, NOT_PROSE, splitText);
}
