import { describe, expect, it } from 'vitest';
import type { DiceNode } from '../ast.ts';
import { DiceError, DiceLimitError, DiceSyntaxError } from '../errors.ts';
import { formatDice } from '../format/format-dice.ts';
import { parseDice } from './parse-dice.ts';

/** The AST without source positions, for comparing shapes. */
function shape(node: DiceNode): unknown {
  return JSON.parse(
    JSON.stringify(node, (key, value) => (key === 'start' || key === 'end' ? undefined : value)),
  );
}

function syntaxError(input: string): DiceSyntaxError {
  try {
    parseDice(input);
  } catch (e) {
    if (e instanceof DiceSyntaxError) return e;
    throw e;
  }
  throw new Error(`expected a syntax error for ${input}`);
}

describe('parseDice', () => {
  it('reads NdS, dS, d%, dF and custom faces', () => {
    expect(shape(parseDice('3d8'))).toEqual({
      type: 'dice',
      count: 3,
      faces: { kind: 'standard', sides: 8 },
      modifiers: [],
      keep: null,
    });
    expect(shape(parseDice('d20'))).toMatchObject({ count: 1, faces: { kind: 'standard', sides: 20 } });
    expect(shape(parseDice('d%'))).toMatchObject({ faces: { kind: 'standard', sides: 100 } });
    expect(shape(parseDice('4dF'))).toMatchObject({ count: 4, faces: { kind: 'fate' } });
    expect(shape(parseDice('d{1, 2,2 ,-3}'))).toMatchObject({
      faces: { kind: 'custom', faces: [1, 2, 2, -3] },
    });
  });

  it('reads keep/drop with default counts: 2d20kh1 is Advantage, 4d6kh3 the ability score roll', () => {
    expect(parseDice('2d20kh1')).toMatchObject({ keep: { mode: 'kh', count: 1 } });
    expect(parseDice('2d20k')).toMatchObject({ keep: { mode: 'kh', count: 1 } });
    expect(parseDice('2d20KL')).toMatchObject({ keep: { mode: 'kl', count: 1 } });
    expect(parseDice('4d6dl1')).toMatchObject({ keep: { mode: 'dl', count: 1 } });
    expect(parseDice('4d6dh2')).toMatchObject({ keep: { mode: 'dh', count: 2 } });
  });

  it('reads rerolls, explosions and clamps and stores them in evaluation order', () => {
    expect(parseDice('2d6ro<3').type === 'dice' && parseDice('2d6ro<3')).toMatchObject({
      modifiers: [{ type: 'reroll', once: true, when: { op: '<', value: 3 } }],
    });
    expect(parseDice('2d6ma5!mi2r1')).toMatchObject({
      modifiers: [
        { type: 'reroll', once: false, when: { op: '=', value: 1 } },
        { type: 'explode', when: { op: '=', value: 6 } },
        { type: 'min', value: 2 },
        { type: 'max', value: 5 },
      ],
    });
    expect(parseDice('3d6!>=5')).toMatchObject({
      modifiers: [{ type: 'explode', when: { op: '>=', value: 5 } }],
    });
    expect(parseDice('4dFr=-1')).toMatchObject({
      modifiers: [{ type: 'reroll', when: { op: '=', value: -1 } }],
    });
  });

  it('builds arithmetic with precedence, unary minus and parentheses; compare only at the top', () => {
    expect(formatDice(parseDice('1+2*3-4/2'))).toBe('1 + 2 * 3 - 4 / 2');
    expect(parseDice('1+2*3')).toMatchObject({ type: 'binary', op: '+', right: { type: 'binary', op: '*' } });
    expect(parseDice('-(1d4+1)')).toMatchObject({ type: 'unary', operand: { type: 'group' } });
    expect(parseDice('1d20+5>=15')).toMatchObject({
      type: 'compare',
      op: '>=',
      left: { type: 'binary' },
      right: { type: 'number', value: 15 },
    });
    expect(parseDice('3d6!-1')).toMatchObject({ type: 'binary', op: '-' });
    expect(parseDice('1d6! >= 5')).toMatchObject({
      type: 'compare',
      left: { modifiers: [{ type: 'explode' }] },
    });
    expect(parseDice('1d6!>=5')).toMatchObject({
      type: 'dice',
      modifiers: [{ when: { op: '>=', value: 5 } }],
    });
  });

  it('is case-insensitive, ignores spaces and records source offsets', () => {
    expect(shape(parseDice(' 4 D 6 KH 3 '))).toEqual(shape(parseDice('4d6kh3')));
    const node = parseDice('1d20 + 5');
    expect(node).toMatchObject({ start: 0, end: 8, left: { start: 0, end: 4 }, right: { start: 7, end: 8 } });
  });

  it('accepted compatibility forms: full-width "２ｄ２０ｋｈ１", the Unicode minus in "1d20 − 2", × and ÷', () => {
    expect(shape(parseDice('２ｄ２０ｋｈ１'))).toEqual(shape(parseDice('2d20kh1')));
    expect(shape(parseDice('1d20 − 2'))).toEqual(shape(parseDice('1d20 - 2')));
    expect(shape(parseDice('（１ｄ６＋２）×３÷２'))).toEqual(shape(parseDice('(1d6+2)*3/2')));
    expect(shape(parseDice('１ｄ２０＋５≥１５'))).toEqual(shape(parseDice('1d20+5>=15')));
    expect(shape(parseDice('๘d๖'))).toEqual(shape(parseDice('8d6')));
    expect(shape(parseDice('1d6\u3000+\u00a02'))).toEqual(shape(parseDice('1d6 + 2')));
    expect(shape(parseDice('1d6 – 1 ‒ 1'))).toEqual(shape(parseDice('1d6 - 1 - 1')));
    expect(shape(parseDice('２d６！＞＝５'))).toEqual(shape(parseDice('2d6!>=5')));
  });

  it('refuses look-alikes that compatibility folding would turn into digits or operators, at their position', () => {
    const cases: Array<[string, number, string]> = [
      ['1d6²', 3, '²'],
      ['1d6³', 3, '³'],
      ['¹d6', 0, '¹'],
      ['1d₆', 2, '₆'],
      ['1d⑥', 2, '⑥'],
      ['8d6⁄2', 3, '⁄'],
      ['8d6∕2', 3, '∕'],
      ['1d𝟔', 2, '𝟔'],
      ['1d٦', 2, '٦'],
      ['1d6﹢2', 3, '﹢'],
      ['4d6\u212a3', 3, '\u212a'],
      ['1d6½', 3, '½'],
      ['1dⅥ', 2, 'Ⅵ'],
    ];
    for (const [input, offset, found] of cases) {
      expect(syntaxError(input)).toMatchObject({ code: 'dice.syntax.unexpected-character', offset, found });
    }
    // After ≥ (read as two characters) offsets count in the normalized input.
    expect(syntaxError('1d20≥1²')).toMatchObject({ offset: 7, found: '²' });
  });

  it('round-trips through formatDice', () => {
    for (const input of [
      '4d6kh3',
      '2d20kl1 + 5',
      '1d6ro<3!>=5mi2ma5kh1',
      '-(1d4 + 1) * 2 >= -3',
      'd{-1,0,0,1}',
    ]) {
      const node = parseDice(input);
      expect(shape(parseDice(formatDice(node)))).toEqual(shape(node));
    }
  });
});

describe('syntax errors', () => {
  it('empty input', () => {
    expect(syntaxError('   ')).toMatchObject({ code: 'dice.syntax.empty', offset: 0 });
  });

  it('unexpected token with offset, found and expected', () => {
    const e = syntaxError('2d6 + * 3');
    expect(e).toMatchObject({ code: 'dice.syntax.unexpected-token', offset: 6, found: '*' });
    expect(e.expected).toContain('number');
    expect(e.params).toMatchObject({ offset: 6, found: '*' });
    expect(e).toBeInstanceOf(DiceError);
  });

  it('unexpected end', () => {
    expect(syntaxError('2d')).toMatchObject({ code: 'dice.syntax.unexpected-end', offset: 2 });
    expect(syntaxError('(1d6')).toMatchObject({
      code: 'dice.syntax.unexpected-end',
      expected: expect.arrayContaining([')']),
    });
    expect(syntaxError('1d6r')).toMatchObject({ code: 'dice.syntax.unexpected-end' });
  });

  it('unknown characters', () => {
    expect(syntaxError('1d6 # 2')).toMatchObject({
      code: 'dice.syntax.unexpected-character',
      offset: 4,
      found: '#',
    });
    expect(syntaxError('1d6 + 🎲')).toMatchObject({ code: 'dice.syntax.unexpected-character', found: '🎲' });
  });

  it('nested comparisons', () => {
    expect(syntaxError('1d20>5>3')).toMatchObject({ code: 'dice.syntax.nested-compare', offset: 6 });
    expect(syntaxError('(1d20>5)+1')).toMatchObject({ code: 'dice.syntax.nested-compare', offset: 5 });
  });

  it('a modifier given twice', () => {
    expect(syntaxError('4d6kh3kl1')).toMatchObject({ code: 'dice.syntax.duplicate-modifier', offset: 6 });
    expect(syntaxError('1d6r1ro2')).toMatchObject({ code: 'dice.syntax.duplicate-modifier' });
  });

  it('numbers past the limits are limit errors, not syntax errors', () => {
    expect(() => parseDice('99999999999999999999999d6')).toThrow(DiceLimitError);
    expect(() => parseDice('1d6+99999999999999999999999')).toThrow(
      expect.objectContaining({ code: 'dice.limit.number-too-large' }),
    );
  });
});

describe('keeping more dice than are rolled', () => {
  it('refuses 4d6kh5 at the modifier: keep 5 of 4 is a mistyped count, not "keep all" (README, keep/drop)', () => {
    expect(() => parseDice('4d6kh5')).toThrow(
      expect.objectContaining({ code: 'dice.syntax.keep-more-than-rolled', offset: 3 }),
    );
    expect(() => parseDice('2d20dl3')).toThrow(
      expect.objectContaining({ code: 'dice.syntax.keep-more-than-rolled' }),
    );
  });

  it('still keeps as many as are rolled, or none', () => {
    expect(parseDice('4d6kh4')).toMatchObject({ keep: { mode: 'kh', count: 4 } });
    expect(parseDice('2d20kh0')).toMatchObject({ keep: { mode: 'kh', count: 0 } });
  });
});
