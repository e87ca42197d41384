import { describe, expect, it } from 'vitest';
import type { DiceNode } from '../ast.ts';
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
