import { describe, expect, it } from 'vitest';
import { syntaxRefusal } from '../../test/support/syntax-refusal.ts';
import { DiceSyntaxError } from '../errors.ts';
import { distributionOf } from '../evaluate/distribution.ts';
import { formatDice } from '../format/format-dice.ts';
import { parseDice, parseDiceWithNotes } from '../parser/parse-dice.ts';

const refusal = syntaxRefusal;

/** The AST without positions and labels: what the value depends on. */
function meaning(input: string): string {
  return formatDice(parseDice(input)).replace(/\[[^\]]*\]/g, '');
}

describe('the 14 spellings issue 50 found refused (5e tables, d20, Roll20, rpg-dice-roller)', () => {
  const accepted: Array<[string, string, number]> = [
    ['8d6[fire]', '8d6', 28],
    ['1d20 + 1d4[bless]', '1d20 + 1d4', 13],
    ['1d20+5 [attack]', '1d20 + 5', 15.5],
    ['4d6d1', '4d6dl1', 15869 / 1296],
    ['1d20rr1', '1d20r=1', 11],
    ['2d6rr<3', '2d6r<3', 9],
    ['1d20min10', '1d20mi10', 12.75],
    ['1d6e6', '1d6!', 4.2],
    ['3d6e6', '3d6!', 12.6],
    ['floor(1d6/2)', 'floor(1d6 / 2)', 1.5],
    ['floor(8d6/2)', 'floor(8d6 / 2)', 13.75],
    ['1d20adv', '2d20kh1', 13.825],
  ];
  for (const [input, canonical, mean] of accepted) {
    it(`${input} reads as ${canonical}, mean ${mean}`, () => {
      expect(meaning(input)).toBe(canonical);
      expect(distributionOf(input).mean).toBeCloseTo(mean, 9);
    });
  }
  it('1d20+5 attack and 8d6 fire are refused at the word, naming the bracket spelling', () => {
    expect(refusal('1d20+5 attack')).toMatchObject({
      code: 'dice.syntax.label-word',
      offset: 7,
      params: { found: 'attack', suggestion: '1d20+5 [attack]' },
    });
    expect(refusal('8d6 fire')).toMatchObject({
      code: 'dice.syntax.label-word',
      offset: 4,
      params: { found: 'fire', suggestion: '8d6 [fire]' },
    });
  });
});

describe('labels', () => {
  it('attach to the term before them and never change the value', () => {
    const node = parseDice('3d6 [fire] + 1d4 [piercing]');
    expect(node).toMatchObject({
      type: 'binary',
      left: { annotation: 'fire' },
      right: { annotation: 'piercing' },
    });
    expect(parseDice('-(1d8 + 3) [healing]')).toMatchObject({
      type: 'unary',
      operand: { annotation: 'healing' },
    });
    expect(formatDice(parseDice('8d6 [fire]'))).toBe('8d6[fire]');
    expect(parseDice(formatDice(parseDice('8d6 [fire]')))).toMatchObject({ annotation: 'fire' });
  });
  it('an unclosed [ is refused where it opens', () => {
    expect(refusal('8d6[fire')).toMatchObject({ code: 'dice.syntax.unclosed-annotation', offset: 3 });
  });
});

describe('refusals point at the start of the word and name what it most likely meant', () => {
  it('floor without its bracket is the word floor, not a Fate die followed by "l"', () => {
    expect(refusal('floor 1d6')).toMatchObject({ offset: 0, params: { found: 'floor' } });
    expect(refusal('1d20 + dex')).toMatchObject({ code: 'dice.syntax.variable-word', offset: 7 });
    expect(refusal('1d20 ref')).toMatchObject({
      code: 'dice.syntax.unknown-word',
      offset: 5,
      params: { found: 'ref' },
    });
  });
  it('a die where a sign was expected is a missing sign, not a label (2d6 d6)', () => {
    expect(refusal('2d6 d6')).toMatchObject({
      code: 'dice.syntax.unexpected-token',
      offset: 4,
      params: { expected: 'operator-or-end' },
    });
  });
  it('decimal numbers are refused whole, never read as another number (1.5 is not 15)', () => {
    expect(refusal('1.5')).toMatchObject({
      code: 'dice.syntax.decimal-number',
      params: { found: '1.5', suggestion: '3/2' },
    });
    expect(refusal('1d20+1.45')).toMatchObject({ offset: 5, params: { found: '1.45' } });
  });
  it('another roller’s function and groups name the spelling accepted here', () => {
    expect(refusal('sqrt(16)')).toMatchObject({ code: 'dice.syntax.unknown-function' });
    expect(refusal('max(1d20,1d20)')).toMatchObject({ code: 'dice.syntax.unknown-function', offset: 0 });
    expect(refusal('{1d20+5}')).toMatchObject({
      code: 'dice.syntax.group-braces',
      params: { suggestion: '(1d20+5)' },
    });
    expect(refusal('1d20 + 5 adv')).toMatchObject({
      code: 'dice.syntax.advantage-word',
      params: { suggestion: '2d20kh1 + 5' },
    });
  });
  it('a division inside a function that is not its last step is refused (round(1d6/2*3))', () => {
    expect(refusal('round(1d6/2*3)')).toMatchObject({
      code: 'dice.syntax.division-inside-function',
      offset: 6,
    });
    expect(() => parseDice('round(1d6*3/2)')).not.toThrow();
    expect(() => parseDice('floor((1d6+1)/2) + ceil(1d4/2)')).not.toThrow();
    expect(() => parseDice('abs(1d6/2)')).toThrow(DiceSyntaxError);
  });
});

describe('notes: spellings other rollers read differently say which reading was used', () => {
  const codes = (input: string) => parseDiceWithNotes(input).notes.map((n) => n.code);
  it('names the reading and the spelling for the other meaning', () => {
    expect(codes('1d6/2')).toEqual(['dice.note.division-rounds-down']);
    expect(codes('floor(1d6/2)')).toEqual([]);
    expect(parseDiceWithNotes('10d6>=5').notes).toEqual([
      {
        code: 'dice.note.total-compared',
        params: { offset: 4, column: 5, found: '10d6>=5', value: 5, suggestion: '10d{0,0,0,0,1,1}' },
      },
    ]);
    // The success count it names: 10 dice each passing with 2/6.
    expect(distributionOf('10d{0,0,0,0,1,1}').mean).toBeCloseTo(10 / 3, 12);
    expect(parseDiceWithNotes('2d6r<3').notes[0]).toMatchObject({
      code: 'dice.note.compare-point-strict',
      params: { found: 'r<3', suggestion: 'r<=3' },
    });
    expect(codes('4d6k3')).toEqual(['dice.note.keep-highest']);
    expect(codes('4d6kh3')).toEqual([]);
    expect(codes('4d6!kh3')).toEqual(['dice.note.chains-ranked-whole']);
    expect(codes('4d6!!kh3')).toEqual([]);
    expect(codes('1d20adv')).toEqual(['dice.note.advantage']);
    expect(codes('1d20+5')).toEqual([]);
  });
});

describe('variables from a character (1d20+PB, 1d20+STR)', () => {
  const variables = { pb: 3, str: -1, dex: 2 };
  it('are read as the character’s numbers, labelled with the name, when given', () => {
    expect(formatDice(parseDice('1d20+PB', { variables }))).toBe('1d20 + 3[PB]');
    expect(formatDice(parseDice('1d20 + str', { variables }))).toBe('1d20 + -1[str]');
    expect(distributionOf(parseDice('1d20+DEX+pb', { variables })).mean).toBeCloseTo(15.5, 12);
    // `prof` is one word, though keywords could spell it (p, ro, f).
    expect(formatDice(parseDice('1d20+prof', { variables: { prof: 2 } }))).toBe('1d20 + 2[prof]');
    expect(distributionOf(parseDice('1d20+STR', { variables })).mean).toBeCloseTo(9.5, 12);
    // The canonical text reads back to the same value without the character.
    expect(distributionOf(formatDice(parseDice('1d20+STR', { variables }))).mean).toBeCloseTo(9.5, 12);
    expect(parseDiceWithNotes('1d20+PB', { variables }).notes).toEqual([
      { code: 'dice.note.variable', params: { offset: 5, column: 6, found: 'PB', value: 3 } },
    ]);
  });
  it('are refused, naming the number to type, without a character', () => {
    expect(refusal('1d20+PB')).toMatchObject({ code: 'dice.syntax.variable-word', offset: 5 });
    expect(() => parseDice('1d20+WIS', { variables })).toThrow(
      expect.objectContaining({ code: 'dice.syntax.variable-word' }),
    );
  });
});
