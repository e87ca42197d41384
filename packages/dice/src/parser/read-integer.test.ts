import { describe, expect, it } from 'vitest';
import { parseDice } from './parse-dice.ts';
import { readInteger, readIntegerIn } from './read-integer.ts';

describe('readInteger: the one number reader', () => {
  it.each([
    ['5', 5],
    [' +5 ', 5],
    ['-5', -5],
    ['\u22125', -5],
    ['\u20135', -5],
    ['๕', 5],
    ['-๑๒', -12],
    ['５', 5],
    ['－５', -5],
    ['＋１２', 12],
    ['\u3000７\u00a0', 7],
    ['007', 7],
    ['-0', 0],
  ])('%j is %d', (text, value) => {
    expect(readInteger(text)).toBe(value);
    expect(Object.is(readInteger(text), -0)).toBe(false);
  });

  it.each(['', ' ', '5.0', '1e3', '²', '①', '٥', '𝟓', '5 5', '--5', '+', '0x10', '9007199254740993'])(
    '%j is refused',
    (text) => {
      expect(readInteger(text)).toBeUndefined();
    },
  );

  it('reads digits exactly as dice notation does (๒d๖ and ๕ alike)', () => {
    for (const digit of ['๕', '５', '5']) {
      const node = parseDice(`${digit}`);
      expect(node.type === 'number' ? node.value : undefined).toBe(readInteger(digit));
    }
  });

  it('readIntegerIn holds the range', () => {
    expect(readIntegerIn('๒๐', 1, 20)).toBe(20);
    expect(readIntegerIn('๒๑', 1, 20)).toBeUndefined();
  });
});
