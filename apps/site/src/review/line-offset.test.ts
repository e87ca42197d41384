import { describe, expect, it } from 'vitest';
import { lineOffset } from './line-offset.ts';

describe('lineOffset', () => {
  const text = 'one\ntwo\n\nfour';

  it('finds the start of each line', () => {
    expect(lineOffset(text, 1)).toBe(0);
    expect(lineOffset(text, 2)).toBe(4);
    expect(lineOffset(text, 3)).toBe(8);
    expect(lineOffset(text, 4)).toBe(9);
  });

  it('gives the end of the text for a line past the last', () => {
    expect(lineOffset(text, 9)).toBe(text.length);
  });

  it('gives the start for line 1 and below', () => {
    expect(lineOffset(text, 0)).toBe(0);
  });
});
