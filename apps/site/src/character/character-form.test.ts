import { describe, expect, it } from 'vitest';
import { WIZARD_CHARACTER as CHARACTER } from '../../tests/support/characters.ts';
import { checkForm, EMPTY_FORM, formOf, scoreTexts, toggled } from './character-form.ts';

describe('the character form', () => {
  it('scores as the fields show them', () => {
    expect(scoreTexts(CHARACTER.scores)).toEqual({
      strength: '8',
      dexterity: '14',
      constitution: '13',
      intelligence: '17',
      wisdom: '13',
      charisma: '10',
    });
  });

  it('a character read back from its form is the same character', () => {
    expect(checkForm(formOf(CHARACTER)).character).toEqual(CHARACTER);
  });

  it('a ticked item goes to the end once; an unticked one leaves', () => {
    expect(toggled(['wisdom', 'strength'], 'wisdom', true)).toEqual(['strength', 'wisdom']);
    expect(toggled(['wisdom'], 'charisma', true)).toEqual(['wisdom', 'charisma']);
    expect(toggled(['wisdom', 'strength'], 'wisdom', false)).toEqual(['strength']);
    expect(toggled([], 'wisdom', false)).toEqual([]);
  });

  it('a level out of range: its field’s error, no character', () => {
    const check = checkForm({ ...EMPTY_FORM, level: '25' });
    expect(check.character).toBeNull();
    expect(check.fields.level?.ok).toBe(false);
  });
});
