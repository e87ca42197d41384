import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertyRuns } from '../../test/support/property-runs.ts';
import type { DiceNode } from '../ast.ts';
import { DICE_LIMITS } from '../limits.ts';
import { ARITHMETIC_SYMBOLS } from '../parser/lexer.ts';
import { parseDice } from '../parser/parse-dice.ts';
import { formatDice } from './format-dice.ts';

describe('formatDice', () => {
  it('writes the canonical notation', () => {
    expect(formatDice(parseDice('D%+dF'))).toBe('1d100 + 1dF');
    expect(formatDice(parseDice('2D20K'))).toBe('2d20kh1');
    expect(formatDice(parseDice('4d6!>=5r1ma4'))).toBe('4d6r=1!>=5ma4');
    expect(formatDice(parseDice('3d6!'))).toBe('3d6!');
    expect(formatDice(parseDice('1d20+5>=15'))).toBe('1d20 + 5 >= 15');
  });

  it('adds parentheses that a hand-built tree needs', () => {
    const n = (value: number): DiceNode => ({ type: 'number', value, start: 0, end: 0 });
    const sum: DiceNode = { type: 'binary', op: '+', left: n(1), right: n(2), start: 0, end: 0 };
    const product: DiceNode = { type: 'binary', op: '*', left: sum, right: n(3), start: 0, end: 0 };
    expect(formatDice(product)).toBe('(1 + 2) * 3');
    const difference: DiceNode = { type: 'binary', op: '-', left: n(1), right: sum, start: 0, end: 0 };
    expect(formatDice(difference)).toBe('1 - (1 + 2)');
    expect(formatDice({ type: 'unary', op: '-', operand: sum, start: 0, end: 0 })).toBe('-(1 + 2)');
  });
});

describe('formatDice contract: parses back to the same tree, or is refused as too long', () => {
  const strip = (node: DiceNode): unknown =>
    JSON.parse(JSON.stringify(node, (k, v) => (k === 'start' || k === 'end' ? undefined : v)));

  it('a 200-character input whose canonical form is longer is refused, never read as another tree', () => {
    const input = Array.from({ length: 66 }, () => 'd%').join('+');
    expect(input.length).toBeLessThanOrEqual(DICE_LIMITS.maxInputLength);
    const canonical = formatDice(parseDice(input));
    expect(canonical.length).toBeGreaterThan(DICE_LIMITS.maxInputLength);
    expect(() => parseDice(canonical)).toThrow(/input-too-long/);
  });

  it('property: every parsed input formats to text that parses back to the same tree (or is too long)', () => {
    const token = fc.constantFrom(
      '1',
      '20',
      'd',
      'd%',
      'dF',
      'k',
      'kl2',
      'r1',
      'ro<2',
      '!',
      'mi2',
      ...ARITHMETIC_SYMBOLS,
      '>=',
      '{1,-2}',
    );
    fc.assert(
      fc.property(fc.array(token, { maxLength: 20 }), (tokens) => {
        let node: DiceNode;
        try {
          node = parseDice(tokens.join(''));
        } catch {
          return;
        }
        const canonical = formatDice(node);
        if (canonical.length > DICE_LIMITS.maxInputLength) {
          expect(() => parseDice(canonical)).toThrow(/input-too-long/);
        } else {
          expect(strip(parseDice(canonical))).toEqual(strip(node));
        }
      }),
      { numRuns: propertyRuns(3000), seed: 8 },
    );
  });
});
