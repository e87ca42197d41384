import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  DICE_ERROR_CODES,
  DiceError,
  DiceEvaluationError,
  DiceLimitError,
  DiceSyntaxError,
} from './errors.ts';

const resourceDir = new URL('../../i18n/src/resources/', import.meta.url);

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

  for (const locale of ['en', 'th', 'zh']) {
    it(`every code has a ${locale} message using only the params the error carries`, () => {
      const messages = JSON.parse(
        readFileSync(new URL(`${locale}/errors-dice.json`, resourceDir), 'utf8'),
      ) as Record<string, string>;
      expect(Object.keys(messages).sort()).toEqual([...DICE_ERROR_CODES].sort());
      for (const code of DICE_ERROR_CODES) {
        const allowed = code.startsWith('dice.syntax.')
          ? ['offset', 'column', 'found', 'expected']
          : code.startsWith('dice.limit.')
            ? ['limit', 'actual']
            : code === 'dice.eval.division-by-zero'
              ? ['offset', 'column']
              : ['percentile'];
        for (const [, name] of messages[code]!.matchAll(/\{\{(\w+)\}\}/g)) expect(allowed).toContain(name);
        if (locale !== 'en') expect(messages[code]).not.toMatch(/\b(the|is|are|use)\b/i);
      }
    });
  }
});
