// @vitest-environment happy-dom
import { messagesFor } from '@polyhedral/i18n';
import { h, render } from 'preact';
import { expect, it } from 'vitest';
import { emptyPageAfterEach } from '../../tests/support/rendered-page.ts';
import { CharacterFields } from './CharacterFields.tsx';
import { type CharacterForm, checkForm, EMPTY_FORM } from './character-form.ts';
import { characterText } from './character-text.ts';

emptyPageAfterEach();

it('draws level, Armor Class and Hit Point maximum under their IDs, each typed into its own field', () => {
  const messages = { ...messagesFor('en', 'character.'), ...messagesFor('en', 'calc.error.') };
  const form = { ...EMPTY_FORM, level: '3', armorClass: '14', maxHp: '' };
  const changes: Partial<CharacterForm>[] = [];
  const root = document.body.appendChild(document.createElement('div'));
  const props = { text: characterText('en', messages, {}), form, check: checkForm(form) };
  render(h(CharacterFields, { ...props, setField: (next) => changes.push(next) }), root);
  const input = (id: string) => root.querySelector<HTMLInputElement>(`#character-${id}`)!;
  expect(['level', 'ac', 'max-hp'].map((id) => input(id).value)).toEqual(['3', '14', '']);
  expect(root.querySelector('label[for="character-ac"]')!.textContent).toBe(
    messages['character.field.armorClass'],
  );
  expect(input('max-hp').getAttribute('aria-invalid')).toBe('true');
  input('ac').value = '15';
  input('ac').dispatchEvent(new Event('input'));
  expect(changes).toEqual([{ armorClass: '15' }]);
});
