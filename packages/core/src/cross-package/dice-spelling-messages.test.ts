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
  const params = ['offset', 'column', 'found', 'suggestion', 'value', 'keep'];
  for (const locale of WRITTEN_LOCALES) {
    it(`${locale}: every DICE_NOTE_CODES code is worded with the params a note carries`, () => {
      for (const code of DICE_NOTE_CODES) {
        const text = resources[locale].dice[code];
        expect(text, code).toBeTruthy();
        for (const name of placeholdersOf(text!)) expect(params, `${code} ${name}`).toContain(name);
      }
      for (const input of ['1d6/2', '10d6>=5', '2d6r<3', '4d6k3', '4d6!kh3', '1d20adv']) {
        for (const note of parseDiceWithNotes(input).notes) {
          expect(translateError(locale, note), input).not.toMatch(/\{\{|errors\.unknown|error code/);
        }
      }
    });
  }
});

describe('a compare point no face shows is refused, worded in en, th and zh (issue 72)', () => {
  function refusal(input: string): { code: string; params: Record<string, string | number> } {
    try {
      parseDice(input);
    } catch (error) {
      return error as { code: string; params: Record<string, string | number> };
    }
    throw new Error(`no error for ${input}`);
  }

  it('`1000d1000!!==500500` names the point, its place and the die’s values in every locale', () => {
    const error = refusal('1000d1000!!==500500');
    expect(error.code).toBe('dice.syntax.point-unreached');
    expect(translateError('en', error)).toBe(
      '“!!==500500” at position 10 names a value no face of d1000 shows (its faces go from 1 to 1,000), so it would never match and the roll would silently be another one. Use a value the die shows, as in 1d6!>=5; to compare the total instead, put the dice in parentheses and the comparison after them, as in (3d6!)>=12.',
    );
    for (const locale of WRITTEN_LOCALES) {
      const text = translateError(locale, error);
      for (const part of ['!!==500500', '10', 'd1000', '1000', '(3d6!)>=12'])
        expect(text, locale).toContain(part);
      expect(text, locale).not.toMatch(/\{\{|errors\.unknown|error code/);
    }
  });
});
