/**
 * Dice refusals and notes in every language (issue 50): a refusal names what the text most
 * likely meant and the spelling accepted for it, never advice to delete what would change the
 * meaning; every note code is worded.
 */

import { DICE_NOTE_CODES, parseDice, parseDiceWithNotes } from '@polyhedral/dice';
import { placeholdersOf, resources, translateError, WRITTEN_LOCALES } from '@polyhedral/i18n';
import { describe, expect, it } from 'vitest';

function refusal(input: string): { code: string; params: Record<string, string | number> } {
  try {
    parseDice(input);
  } catch (error) {
    return error as { code: string; params: Record<string, string | number> };
  }
  throw new Error(`${input} was accepted`);
}

const REFUSED = [
  '1d20+5 attack',
  '8d6 fire',
  '1.5',
  '1d20+1.45',
  '{1d20+5}',
  '(1d4 + 1, 3)kh1',
  '1d20+dex',
  'sqrt(16)',
  'round(1d6/2*3)',
  '1d20 + 5 adv',
  '1d20 ref',
  '8d6[fire',
  '1d6²',
];

describe('dice refusals in en, th and zh (issue 50)', () => {
  for (const locale of WRITTEN_LOCALES) {
    it(`${locale}: every refusal is worded whole and gives no advice to delete`, () => {
      for (const input of REFUSED) {
        const message = translateError(locale, refusal(input));
        expect(message, input).not.toMatch(/\$t\(|\{\{|Remove it|โปรดลบออก|请删除它/);
      }
    });
  }

  it('five refusals name the spelling accepted for what was meant', () => {
    expect(translateError('en', refusal('1d20+5 attack'))).toBe(
      '“attack” at position 8 is a word after the roll. A label or a damage type goes in square brackets: 1d20+5 [attack].',
    );
    expect(translateError('th', refusal('8d6 fire'))).toContain('8d6 [fire]');
    expect(translateError('zh', refusal('1.5'))).toContain('3/2');
    expect(translateError('en', refusal('{1d20+5}'))).toContain('(1d20+5)');
    expect(translateError('zh', refusal('1d20+dex'))).toContain('1d20+5');
    expect(translateError('th', refusal('sqrt(16)'))).toContain('floor, ceil, round, abs');
  });
});

describe('dice notes in en, th and zh (issue 50)', () => {
  const params = ['offset', 'column', 'found', 'suggestion', 'value', 'keep', 'faces'];
  for (const locale of WRITTEN_LOCALES) {
    it(`${locale}: every DICE_NOTE_CODES code is worded with the params a note carries`, () => {
      for (const code of DICE_NOTE_CODES) {
        const text = resources[locale].dice[code];
        expect(text, code).toBeTruthy();
        for (const name of placeholdersOf(text!)) expect(params, `${code} ${name}`).toContain(name);
      }
      for (const input of [
        '1d6/2',
        '10d6>=5',
        '2d6r<3',
        '4d6k3',
        '4d6!kh3',
        '1d20adv',
        '1000d1000!!==500500',
      ]) {
        for (const note of parseDiceWithNotes(input).notes) {
          expect(translateError(locale, note), input).not.toMatch(/\{\{|errors\.unknown|error code/);
        }
      }
    });
  }
});
