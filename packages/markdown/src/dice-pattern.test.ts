import { describe, expect, it } from 'vitest';
import { findDiceNotation } from './dice-pattern.ts';

const notations = (text: string) => findDiceNotation(text).map((match) => match.notation);

describe('findDiceNotation', () => {
  it('finds the SRD examples (002: "roll 2d4 for the damage rather than 1d4", "Roll 1d20")', () => {
    expect(notations('roll 2d4 for the damage rather than 1d4, and')).toEqual(['2d4', '1d4']);
    expect(notations('Roll 1d20. You always want to roll high.')).toEqual(['1d20']);
    expect(notations('regains 1 Hit Point after 1d4 hours')).toEqual(['1d4']);
  });

  it('finds a die without count and keeps offsets and text', () => {
    expect(findDiceNotation('add it to the d20 roll')).toEqual([
      { start: 14, end: 17, text: 'd20', notation: 'd20' },
    ]);
  });

  it('takes a flat modifier, with or without spaces and with U+2212 minus', () => {
    expect(findDiceNotation('deal 2d6 + 3 damage').map((m) => [m.text, m.notation])).toEqual([
      ['2d6 + 3', '2d6+3'],
    ]);
    expect(notations('1d8+2 and 1d4 \u2212 1')).toEqual(['1d8+2', '1d4-1']);
    expect(notations('1d8 + 2d6')).toEqual(['1d8', '2d6']);
  });

  it('finds dice touching Thai and Chinese letters (000/001 write "ทอย 1d20", "掷1d20")', () => {
    expect(notations('ทอย1d20แล้วบวก')).toEqual(['1d20']);
    expect(notations('掷1d20，然后')).toEqual(['1d20']);
  });

  it('ignores names, plurals, glued words, zero counts and one-sided dice', () => {
    expect(notations('a D20 Test and the D3 rule')).toEqual([]);
    expect(notations('roll two d20s')).toEqual([]);
    expect(notations('x3d6 3d6x 0d6 1d1 d%x')).toEqual([]);
    expect(notations('page 12.3d4')).toEqual([]);
    expect(notations('a d2000 die is beyond the dice limits')).toEqual([]);
  });

  it('reads d% as percentile dice', () => {
    expect(notations('roll d% twice')).toEqual(['d%']);
  });
});
