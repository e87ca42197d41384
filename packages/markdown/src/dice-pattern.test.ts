import { describe, expect, it } from 'vitest';
import { findDiceNotation, splitDiceText } from './dice-pattern.ts';

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

  it('makes the die of an English plural clickable, the "s" staying text (002: "roll two d20s", "Roll four d6s")', () => {
    expect(findDiceNotation('roll two d20s, but').map((m) => [m.text, m.notation])).toEqual([['d20', 'd20']]);
    expect(notations('Roll four d6s and record')).toEqual(['d6']);
    expect(notations('d20ss d20s5 d6sx')).toEqual([]);
  });

  it('reads full-width digits, letter and signs as ASCII (NFKC)', () => {
    expect(findDiceNotation('掷１ｄ２０＋３，然后ｄ６').map((m) => [m.text, m.notation])).toEqual([
      ['１ｄ２０＋３', '1d20+3'],
      ['ｄ６', 'd6'],
    ]);
    expect(notations('ｘ１ｄ６ １ｄ６ｘ')).toEqual([]);
  });

  it('ignores names, glued words, zero counts and one-sided dice', () => {
    expect(notations('a D20 Test and the D3 rule')).toEqual([]);
    expect(notations('x3d6 3d6x 0d6 1d1 d%x')).toEqual([]);
    expect(notations('page 12.3d4')).toEqual([]);
    expect(notations('a d2000 die is beyond the dice limits')).toEqual([]);
  });

  it('reads d% as percentile dice', () => {
    expect(notations('roll d% twice')).toEqual(['d%']);
  });
});

describe('splitDiceText', () => {
  it('splits text around dice and keeps every character (002: "Hit Point after 1d4 hours")', () => {
    const parts = splitDiceText('regains 1 Hit Point after 1d4 hours, or two d20s');
    expect(parts).toEqual([
      { text: 'regains 1 Hit Point after ' },
      { text: '1d4', notation: '1d4' },
      { text: ' hours, or two ' },
      { text: 'd20', notation: 'd20' },
      { text: 's' },
    ]);
    expect(parts.map((part) => part.text).join('')).toBe('regains 1 Hit Point after 1d4 hours, or two d20s');
  });

  it('gives one plain part for text without dice, and for an empty text', () => {
    expect(splitDiceText('a D20 Test')).toEqual([{ text: 'a D20 Test' }]);
    expect(splitDiceText('')).toEqual([{ text: '' }]);
    expect(splitDiceText('1d12')).toEqual([{ text: '1d12', notation: '1d12' }]);
  });
});
