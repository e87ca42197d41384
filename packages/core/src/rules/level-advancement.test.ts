import { describe, expect, it } from 'vitest';
import { characterAdvancement } from '../tables/character-advancement.ts';
import { levelFromXp, xpForLevel, xpToNextLevel } from './level-advancement.ts';

describe('Level Advancement (CharacterAdvancement, seed 002 lines 1126-1154)', () => {
  it('"When your XP total equals or exceeds a number in the Experience Points column, you reach the corresponding level"', () => {
    for (const row of characterAdvancement.rows) {
      const xp = row.xp as number;
      expect(levelFromXp(xp)).toBe(row.level);
      if (xp > 0) expect(levelFromXp(xp - 1)).toBe((row.level as number) - 1);
      expect(xpForLevel(row.level as number)).toBe(xp);
    }
  });

  it('"A level 1 character has 0 XP" (seed 002 line 862); level 20 caps at 355,000 and beyond', () => {
    expect(levelFromXp(0)).toBe(1);
    expect(levelFromXp(1_000_000)).toBe(20);
    expect(xpToNextLevel(0)).toBe(300);
    expect(xpToNextLevel(355_000)).toBeNull();
  });

  it('rejects negative XP, level 21 and non-integers', () => {
    expect(() => levelFromXp(-1)).toThrow(/rules.input.out-of-range/);
    expect(() => xpForLevel(21)).toThrow(/rules.input.out-of-range/);
    expect(() => levelFromXp(1.5)).toThrow(/rules.input.not-an-integer/);
  });
});
