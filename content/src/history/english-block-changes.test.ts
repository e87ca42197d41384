import { describe, expect, it } from 'vitest';
import { blockChanges } from './english-block-changes.ts';

const blocks = (...texts: string[]) => texts.map((text, index) => ({ index, text }));

describe('what changed in the English, block by block', () => {
  it('word-diffs a changed block against the block it was', () => {
    const changes = blockChanges(
      blocks('Heading', 'Roll a d20.', 'Same.'),
      blocks('Heading', 'Roll two d20s.', 'Same.'),
    );
    expect(changes).toHaveLength(1);
    expect(changes[0]!.index).toBe(1);
    expect(
      changes[0]!.parts.filter((part) => part.kind !== 'same').map((part) => [part.kind, part.value]),
    ).toEqual([
      ['removed', 'a'],
      ['added', 'two'],
      ['removed', 'd20'],
      ['added', 'd20s'],
    ]);
  });

  it('marks a new block all added, at its index now', () => {
    expect(blockChanges(blocks('A', 'C'), blocks('A', 'B', 'C'))).toEqual([
      { index: 1, parts: [{ value: 'B', kind: 'added' }] },
    ]);
  });

  it('finds nothing when nothing changed', () => {
    expect(blockChanges(blocks('A', 'B'), blocks('A', 'B'))).toEqual([]);
  });
});
