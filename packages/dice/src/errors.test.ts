import { describe, expect, it } from 'vitest';
import {
  DICE_ERROR_CODES,
  DiceError,
  DiceEvaluationError,
  DiceLimitError,
  DiceSyntaxError,
} from './errors.ts';

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
    expect(errors[0]!.params).toEqual({ offset: 3, column: 4, found: '*', expected: '0-9' });
    expect(
      new DiceSyntaxError('dice.syntax.unexpected-end', 2, '', ['number', ',', '}', 'end']).params.expected,
    ).toBe('0-9 , }');
    expect(errors[1]!.params).toEqual({ limit: 1000, actual: 1001 });
  });
  // Every code's message in en, th and zh: @polyhedral/core src/cross-package/error-codes.test.ts.
});
