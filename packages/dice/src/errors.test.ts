import { describe, expect, it } from 'vitest';
import {
  DICE_ERROR_CODES,
  DICE_EXPECTED,
  DiceError,
  DiceEvaluationError,
  DiceLimitError,
  DiceSyntaxError,
  expectedOf,
} from './errors.ts';
import { parseDice } from './parser/parse-dice.ts';

describe('dice errors', () => {
  it('share the DiceError shape: code and params', () => {
    const errors: DiceError[] = [
      new DiceSyntaxError('dice.syntax.unexpected-token', 3, '*', ['number']),
      new DiceLimitError('dice.limit.too-many-dice', 1000, 1001),
      new DiceEvaluationError('dice.eval.division-by-zero', { offset: 2, column: 3 }),
    ];
    for (const e of errors) {
      expect(e).toBeInstanceOf(DiceError);
      expect(e).toBeInstanceOf(Error);
      expect(DICE_ERROR_CODES).toContain(e.code);
    }
    expect(errors[0]!.params).toEqual({ offset: 3, column: 4, found: '*', expected: 'number' });
    expect(
      new DiceSyntaxError('dice.syntax.unexpected-end', 2, '', ['number', ',', '}', 'end']).params.expected,
    ).toBe('list-next');
    expect(errors[1]!.params).toEqual({ limit: 1000, actual: 1001 });
  });

  // Issue 30: readers got the parser's tokens ("Expected one of: 0-9 d ( -"); now a code for
  // what to type there, which i18n words in each language (dice.expected.*).
  it('say what was expected as a plain code, never as parser tokens', () => {
    const cases: Array<[string, string]> = [
      ['', 'operand'],
      ['1d6 +', 'operand'],
      ['2d6 $', 'operand'],
      ['1d6 3', 'operator-or-end'],
      ['(1d6 2', 'operator-or-close'],
      ['2d+1', 'sides'],
      ['1d6r', 'compare-point'],
      ['1d{1,2', 'list-next'],
      ['1d{', 'number'],
    ];
    for (const [input, expected] of cases) {
      let thrown: unknown;
      try {
        parseDice(input);
      } catch (error) {
        thrown = error;
      }
      expect(thrown, input).toBeInstanceOf(DiceSyntaxError);
      const params = (thrown as DiceSyntaxError).params;
      expect(params.expected, input).toBe(expected);
      expect(DICE_EXPECTED).toContain(params.expected);
    }
    expect(expectedOf(['d'])).toBe('die');
    expect(expectedOf([])).toBe('nothing');
  });
  // Every code's message in en, th and zh: @polyhedral/core src/cross-package/error-codes.test.ts.
});
