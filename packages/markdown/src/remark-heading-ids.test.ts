import { describe, expect, it } from 'vitest';
import { runPlugin, where } from '../test/support/run-plugin.ts';
import { remarkHeadingIds } from './remark-heading-ids.ts';

describe('remarkHeadingIds', () => {
  it('strips {#ID} and sets data.id and hProperties.id (000 l.87: "### หน้าของลูกเต๋า {#DiceNotation}")', () => {
    const { tree, messages } = runPlugin('### หน้าของลูกเต๋า {#DiceNotation}\n', remarkHeadingIds);
    const heading = tree.children[0]!;
    expect(heading.type).toBe('heading');
    if (heading.type !== 'heading') return;
    expect(heading.children).toEqual([expect.objectContaining({ type: 'text', value: 'หน้าของลูกเต๋า' })]);
    expect(heading.data).toEqual({ id: 'DiceNotation', hProperties: { id: 'DiceNotation' } });
    expect(messages).toEqual([]);
  });

  it('keeps inline markup before the ID', () => {
    const { tree } = runPlugin('## The *Big* Rule {#BigRule}\n', remarkHeadingIds);
    const heading = tree.children[0]!;
    if (heading.type !== 'heading') throw new Error('not a heading');
    expect(heading.children.map((child) => child.type)).toEqual(['text', 'emphasis', 'text']);
    expect(heading.children.at(-1)).toMatchObject({ value: ' Rule' });
    expect(heading.data?.id).toBe('BigRule');
  });

  it('reports a heading without ID at its position', () => {
    const { messages } = runPlugin('Intro\n\n## No Id Here\n', remarkHeadingIds);
    expect(where(messages)).toEqual(['test.md:3:1 heading-missing-id']);
    expect(messages[0]!.reason).toBe('Heading "No Id Here" has no ID: write it as "Title {#RuleId}"');
    expect(messages[0]!.source).toBe('polyhedral');
    expect(messages[0]!.fatal).toBe(true);
  });

  it('reports an invalid ID and can skip the missing-ID check', () => {
    expect(where(runPlugin('## Title {#1Bad}\n', remarkHeadingIds).messages)).toEqual([
      'test.md:1:1 heading-invalid-id',
    ]);
    expect(runPlugin('## Title\n', remarkHeadingIds, { requireIds: false }).messages).toEqual([]);
  });
});
