import type { Paragraph } from 'mdast';
import { describe, expect, it } from 'vitest';
import { runPlugin } from '../test/support/run-plugin.ts';
import { remarkHeadingIds } from './remark-heading-ids.ts';
import { remarkInlineDice } from './remark-inline-dice.ts';

describe('remarkInlineDice', () => {
  it('turns dice in prose into diceNotation nodes (002 l.793 "regains 1 Hit Point after 1d4 hours")', () => {
    const { tree } = runPlugin('It regains 1 Hit Point after 1d4 hours.\n', remarkInlineDice);
    const paragraph = tree.children[0] as Paragraph;
    expect(paragraph.children.map((child) => child.type)).toEqual(['text', 'diceNotation', 'text']);
    expect(paragraph.children[1]).toMatchObject({ value: '1d4', notation: '1d4' });
  });

  it('leaves headings, links, code and emphasis boundaries alone', () => {
    const markdown = '## Roll 1d20 {#Roll}\n\n[1d6](rule:Dice) `2d6` and *3d6*\n\n```\n4d6\n```\n';
    const { tree } = runPlugin(markdown, remarkInlineDice);
    const types: string[] = [];
    const walk = (node: { type: string; children?: unknown[] }) => {
      types.push(node.type);
      for (const child of node.children ?? []) walk(child as { type: string; children?: unknown[] });
    };
    walk(tree);
    expect(types.filter((type) => type === 'diceNotation')).toHaveLength(1);
  });

  it('works inside table cells and after heading IDs ran', () => {
    const { tree } = runPlugin('| 1d12 | Language |\n|---|---|\n| 1 | Common |\n', remarkInlineDice);
    expect(JSON.stringify(tree)).toContain('"notation":"1d12"');
    const withIds = runPlugin('## Dice {#Dice}\n\nRoll 8d6.\n', remarkHeadingIds);
    expect(withIds.messages).toEqual([]);
  });
});
