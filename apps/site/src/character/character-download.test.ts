import type { Character } from '@polyhedral/core';
import { describe, expect, it } from 'vitest';
import { characterFileName } from './character-download.ts';

const CHARACTER: Character = {
  name: 'Ilse',
  level: 1,
  scores: { strength: 10, dexterity: 10, constitution: 10, intelligence: 10, wisdom: 10, charisma: 10 },
  saves: [],
  skills: [],
  armorClass: 10,
  maxHp: 8,
};

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
