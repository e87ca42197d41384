import { describe, expect, it } from 'vitest';
import { termsNamedIn } from './terms-named-in.ts';

const TERMS = [
  { id: 'SavingThrow', names: { en: 'Saving Throw' } },
  { id: 'DeathSavingThrow', names: { en: 'Death Saving Throw' } },
  { id: 'HitPoints', names: { en: 'Hit Points' } },
];

describe('terms an English section names (translation QA, qa-term-name)', () => {
  it('Falling Unconscious: "you now face making Death Saving Throws" names Death Saving Throw, not Saving Throw', () => {
    const text =
      'If you reach 0 Hit Points and don’t die instantly, … you now face making Death Saving Throws.';
    expect(termsNamedIn(text, TERMS).sort()).toEqual(['DeathSavingThrow', 'HitPoints']);
  });

  it('a name that also stands on its own still counts', () => {
    const text = 'Death Saving Throws are not tied to an ability, unlike any other Saving Throw.';
    expect(termsNamedIn(text, TERMS).sort()).toEqual(['DeathSavingThrow', 'SavingThrow']);
  });

  it('a name inside a longer word is not named ("Fire" in "Fireball"), a plural is', () => {
    const fire = [{ id: 'FireDamage', names: { en: 'Fire' } }];
    expect(termsNamedIn('Fireball deals 8d6.', fire)).toEqual([]);
    expect(termsNamedIn('Fire and Fires.', fire)).toEqual(['FireDamage']);
  });

  it('names nothing in a text without them', () => {
    expect(termsNamedIn('Roll a d20.', TERMS)).toEqual([]);
  });
});
