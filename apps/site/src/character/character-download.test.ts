import { describe, expect, it } from 'vitest';
import { PLAIN_CHARACTER as CHARACTER } from '../../tests/support/characters.ts';
import { characterFileName } from './character-download.ts';

describe('characterFileName: the exported file is named after the character', () => {
  it('the name, or "character" without one', () => {
    expect(characterFileName(CHARACTER)).toBe('Ilse.json');
    expect(characterFileName({ ...CHARACTER, name: '' })).toBe('character.json');
    expect(characterFileName({ ...CHARACTER, name: 'มาลี' })).toBe('มาลี.json');
  });

  it('characters file systems refuse become one underscore per run', () => {
    expect(characterFileName({ ...CHARACTER, name: 'Ilse/Bad:Name' })).toBe('Ilse_Bad_Name.json');
    expect(characterFileName({ ...CHARACTER, name: 'a<>|"b' })).toBe('a_b.json');
  });
});
