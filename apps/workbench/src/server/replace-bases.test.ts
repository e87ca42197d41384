/** The bases a search and replace applies to: only a JSON object of rule IDs to text bases. */
import { describe, expect, it } from 'vitest';
import { confirmedBases } from './replace-bases.ts';

describe('confirmedBases', () => {
  it('reads rule ID -> base', () => {
    expect(confirmedBases(JSON.stringify({ AbilityScores: 'a1', Advantage: 'b2' }))).toEqual(
      new Map([
        ['AbilityScores', 'a1'],
        ['Advantage', 'b2'],
      ]),
    );
  });

  it.each([
    ['not JSON', 'nope'],
    ['an array', '["a"]'],
    ['null', 'null'],
    ['a number base', '{"AbilityScores":1}'],
    ['a path for an ID', '{"../etc":"a"}'],
  ])('refuses %s', (_name, text) => {
    expect(confirmedBases(text)).toBeNull();
  });
});
