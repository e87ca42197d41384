/**
 * Every error code the dice engine and the rules core can throw has a message in every locale,
 * using only the parameters the error carries (the codes come from the packages' exports).
 */

import { DICE_ERROR_CODES } from '@polyhedral/dice';
import { LOCALES, placeholdersOf, resources } from '@polyhedral/i18n';
import { describe, expect, it } from 'vitest';
import { CORE_ERROR_CODES } from '../errors.ts';

/** The params each dice error class carries (DiceSyntaxError, DiceLimitError, DiceEvaluationError). */
function diceParams(code: string): string[] {
  if (code.startsWith('dice.syntax.')) return ['column', 'expected', 'found', 'offset'];
  if (code.startsWith('dice.limit.')) return ['actual', 'limit'];
  if (code === 'dice.eval.division-by-zero') return ['column', 'offset'];
  if (code === 'dice.eval.invalid-tree') return ['found'];
  return ['percentile'];
}

describe('dice error messages (errors-dice.json)', () => {
  for (const locale of LOCALES) {
    it(`every DICE_ERROR_CODES code has a ${locale} message using only the params the error carries`, () => {
      const messages = resources[locale]['errors-dice'];
      expect(Object.keys(messages).sort()).toEqual([...DICE_ERROR_CODES].sort());
      for (const code of DICE_ERROR_CODES) {
        for (const name of placeholdersOf(messages[code]!)) expect(diceParams(code), code).toContain(name);
        if (locale !== 'en') expect(messages[code]).not.toMatch(/\b(the|is|are|use)\b/i);
      }
    });
  }
});

describe('core error messages (errors-core.json)', () => {
  it('every CORE_ERROR_CODES code has a message in en, th and zh with the same placeholders', () => {
    const en = resources.en['errors-core'];
    expect(Object.keys(en).sort()).toEqual([...CORE_ERROR_CODES].sort());
    for (const locale of LOCALES) {
      const texts = resources[locale]['errors-core'];
      for (const code of CORE_ERROR_CODES) {
        expect(texts[code], `${locale}: ${code}`).toBeTruthy();
        expect(placeholdersOf(texts[code]!), `${locale}: ${code}`).toEqual(placeholdersOf(en[code]!));
      }
    }
  });
});
