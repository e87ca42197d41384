import { describe, expect, it } from 'vitest';
import { diffTokens, wordDiff } from './word-diff.ts';

describe('wordDiff', () => {
  it('marks the changed English words and joins back to both texts', () => {
    const parts = wordDiff('Roll a d20 and add 5.', 'Roll a d20 and add your bonus.');
    expect(parts.filter((part) => part.kind === 'removed').map((part) => part.value)).toEqual(['5']);
    expect(parts.filter((part) => part.kind === 'added').map((part) => part.value)).toEqual(['your bonus']);
    expect(
      parts
        .filter((p) => p.kind !== 'added')
        .map((p) => p.value)
        .join(''),
    ).toBe('Roll a d20 and add 5.');
  });

  it('splits Thai into words and Chinese into characters', () => {
    expect(diffTokens('ทอยลูกเต๋า', 'th').length).toBeGreaterThan(1);
    expect(diffTokens('掷骰子', 'zh')).toEqual(['掷', '骰', '子']);
  });
});
