import { describe, expect, it } from 'vitest';
import { CHALLENGE_RATING_CHOICES, computeProficiencyBonus } from './proficiency-bonus-logic.ts';

const bonus = (basis: 'level' | 'cr', value: number | string): number => {
  const result = computeProficiencyBonus({
    basis,
    level: typeof value === 'number' ? value : 1,
    cr: String(value),
  });
  if (!result.ok) throw new Error(result.messageKey);
  return result.bonus;
};

describe('proficiency bonus calculator (ProficiencyBonus)', () => {
  it('follows the Proficiency Bonus table by level: "Up to 4 | +2", "5–8 | +3", "17–20 | +6" (002 l.238-243)', () => {
    expect([1, 4, 5, 8, 9, 13, 17, 20].map((level) => bonus('level', level))).toEqual([
      2, 2, 3, 3, 4, 5, 6, 6,
    ]);
  });

  it('gives fractional Challenge Ratings "Up to 4" (+2) and CR 29–30 +9 (002 l.238, l.246)', () => {
    expect(bonus('cr', '1/8')).toBe(2);
    expect(bonus('cr', '0')).toBe(2);
    expect(bonus('cr', '21')).toBe(7);
    expect(bonus('cr', '30')).toBe(9);
  });

  it('offers every Challenge Rating the core accepts, in order', () => {
    expect(CHALLENGE_RATING_CHOICES.slice(0, 5)).toEqual(['0', '1/8', '1/4', '1/2', '1']);
    expect(CHALLENGE_RATING_CHOICES.at(-1)).toBe('30');
  });

  it('answers a level past 20 with the core’s range error', () => {
    expect(computeProficiencyBonus({ basis: 'level', level: 21, cr: '0' })).toMatchObject({
      ok: false,
      messageKey: 'rules.input.out-of-range',
    });
  });
});
