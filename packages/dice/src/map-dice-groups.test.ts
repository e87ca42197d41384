import { describe, expect, it } from 'vitest';
import { distributionOf } from './evaluate/distribution.ts';
import { formatDice } from './format/format-dice.ts';
import { mapDiceGroups } from './map-dice-groups.ts';
import { parseDice } from './parser/parse-dice.ts';

describe('mapDiceGroups', () => {
  it('rewrites every dice group, e.g. doubling the dice of a critical hit, and leaves the input alone', () => {
    const node = parseDice('2d6 + 1d8 + 3');
    const doubled = mapDiceGroups(node, (group) => ({ ...group, count: group.count * 2 }));
    expect(formatDice(doubled)).toBe('4d6 + 2d8 + 3');
    expect(formatDice(node)).toBe('2d6 + 1d8 + 3');
    expect(distributionOf(doubled).mean).toBeCloseTo(14 + 9 + 3, 12);
  });

  it('reaches groups inside parentheses, unary minus and comparisons', () => {
    const node = parseDice('-(1d4) + (2d6kh1) >= 3');
    const seen: string[] = [];
    mapDiceGroups(node, (group) => {
      seen.push(formatDice(group));
      return group;
    });
    expect(seen).toEqual(['1d4', '2d6kh1']);
  });
});
