/**
 * Every error code the dice engine and the rules core can throw has a message in every locale,
 * using only the parameters the error carries (the codes come from the packages' exports).
 */

import { DICE_ERROR_CODES, DICE_EXPECTED, parseDice } from '@polyhedral/dice';
import { placeholdersOf, resources, translateError, WRITTEN_LOCALES } from '@polyhedral/i18n';
import { describe, expect, it } from 'vitest';
import { CORE_ERROR_CODES } from '../errors.ts';

/** The params each dice error class carries (DiceSyntaxError, DiceLimitError, DiceEvaluationError). */
function diceParams(code: string): string[] {
  if (code === 'dice.syntax.point-unreached')
    return ['column', 'expected', 'found', 'offset', 'faces', 'lowest', 'highest'];
  if (code.startsWith('dice.syntax.')) return ['column', 'expected', 'found', 'offset', 'suggestion'];
  if (code.startsWith('dice.limit.')) return ['actual', 'limit'];
  if (code === 'dice.eval.division-by-zero') return ['column', 'offset'];
  if (code === 'dice.eval.invalid-tree') return ['found'];
  return ['percentile'];
}

describe('dice error messages (dice.json)', () => {
  for (const locale of WRITTEN_LOCALES) {
    it(`every DICE_ERROR_CODES code has a ${locale} message using only the params the error carries`, () => {
      const messages = resources[locale].dice;
      // Besides the error codes: the words nested in them (`dice.expected.*`) and the notes (`dice.note.*`).
      const codes = Object.keys(messages).filter((key) => !/^dice\.(expected|note)\./.test(key));
      expect(codes.sort()).toEqual([...DICE_ERROR_CODES].sort());
      for (const code of DICE_ERROR_CODES) {
        for (const name of placeholdersOf(messages[code]!)) expect(diceParams(code), code).toContain(name);
        if (locale !== 'en') expect(messages[code]).not.toMatch(/\b(the|is|are|use)\b/i);
      }
    });
  }
});

describe('dice syntax errors say what to type in words, not parser tokens (issue 30)', () => {
  function syntaxError(input: string): { code: string; params: Record<string, string | number> } {
    try {
      parseDice(input);
    } catch (error) {
      return error as { code: string; params: Record<string, string | number> };
    }
    throw new Error(`no error for ${input}`);
  }

  for (const locale of WRITTEN_LOCALES) {
    it(`${locale}: every DICE_EXPECTED code is worded (dice.expected.*), and a message nests it`, () => {
      const words = resources[locale].dice;
      for (const code of DICE_EXPECTED) expect(words[`dice.expected.${code}`], code).toBeTruthy();
      for (const input of ['1d6 +', '(1d6 2', '2d+1', '1d6 3', '1d6r', '1d{1,2', 'd6 $']) {
        const message = translateError(locale, syntaxError(input));
        expect(message, input).not.toMatch(/\$t\(|0-9 d|\{\{/);
      }
    });
  }

  it('"1d6 +" ends too early: a number or a die like d6 was expected (en, th, zh)', () => {
    const error = syntaxError('1d6 +');
    expect(translateError('en', error)).toBe(
      'The expression ends too early at position 6: a number or a die like d6 was expected next.',
    );
    expect(translateError('th', error)).toContain('ตัวเลขหรือลูกเต๋า เช่น d6');
    expect(translateError('zh', error)).toContain('数字或骰子（如 d6）');
  });
});

describe('core error messages (rules.json)', () => {
  it('every CORE_ERROR_CODES code has a message in en, th and zh with the same placeholders', () => {
    const en = resources.en.rules;
    // Besides the error codes: the words for what a parameter takes (`rules.expected.*`).
    const codes = Object.keys(en).filter((key) => !key.startsWith('rules.expected.'));
    expect(codes.sort()).toEqual([...CORE_ERROR_CODES].sort());
    for (const locale of WRITTEN_LOCALES) {
      const texts = resources[locale].rules;
      for (const code of CORE_ERROR_CODES) {
        expect(texts[code], `${locale}: ${code}`).toBeTruthy();
        expect(placeholdersOf(texts[code]!), `${locale}: ${code}`).toEqual(placeholdersOf(en[code]!));
      }
    }
  });
});
