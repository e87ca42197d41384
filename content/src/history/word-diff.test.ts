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

  it('never splits a grapheme: a ZWJ emoji, a skin tone or a combining mark is one token', () => {
    const family = '👩\u200d👩\u200d👧';
    expect(diffTokens(`掷${family}骰`, 'zh')).toEqual(['掷', family, '骰']);
    expect(diffTokens('e\u0301子', 'zh-hant')).toEqual(['e\u0301', '子']);
    expect(diffTokens(`a ${family} b`, 'en')).toEqual(['a', ' ', family, ' ', 'b']);
    expect(diffTokens('ที่นี่', 'th').join('|')).toBe('ที่|นี่');
    // A changed skin tone is the whole emoji removed and added, never a bare modifier.
    const parts = wordDiff('好👍🏻', '好👍🏽', 'zh');
    expect(parts).toEqual([
      { value: '好', kind: 'same' },
      { value: '👍🏻', kind: 'removed' },
      { value: '👍🏽', kind: 'added' },
    ]);
  });
});
