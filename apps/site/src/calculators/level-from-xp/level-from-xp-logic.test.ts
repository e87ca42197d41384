import { describe, expect, it } from 'vitest';
import { computeLevelFromXp } from './level-from-xp-logic.ts';

describe('level from XP calculator (LevelAdvancement)', () => {
  it('reaches a level when "your XP total equals or exceeds a number in the Experience Points column" (002 l.1131)', () => {
    expect(computeLevelFromXp(299)).toMatchObject({
      ok: true,
      level: 1,
      next: { level: 2, xp: 300, remaining: 1 },
    });
    expect(computeLevelFromXp(300)).toMatchObject({
      ok: true,
      level: 2,
      proficiencyBonus: 2,
      next: { level: 3, xp: 900 },
    });
  });

  it('gives the table’s Proficiency Bonus at the level reached (6,500 XP -> level 5, +3; 002 l.1133-1154)', () => {
    expect(computeLevelFromXp(6_500)).toMatchObject({ ok: true, level: 5, proficiencyBonus: 3 });
  });

  it('stops at level 20 (355,000 XP, +6) with no next level', () => {
    expect(computeLevelFromXp(400_000)).toMatchObject({
      ok: true,
      level: 20,
      proficiencyBonus: 6,
      next: null,
    });
  });

  it('answers a negative XP total with the core’s range error', () => {
    expect(computeLevelFromXp(-1)).toMatchObject({ ok: false, messageKey: 'rules.input.out-of-range' });
  });
});
