import { describe, expect, it } from 'vitest';
import { builtScores, pointsSpent, sheetResult } from './character-results.ts';
import { DEFAULT_BUILDER } from './score-builder.ts';
import { WIZARD_CHARACTER as CHARACTER } from './test-characters.ts';

describe('builtScores: the generated scores, then the background’s increases (the core’s finalScores)', () => {
  it('point buy 8/14/13/15/12/10 with an Acolyte’s +2 Intelligence +1 Wisdom', () => {
    const built = builtScores({ ...DEFAULT_BUILDER, base: ['8', '14', '13', '15', '12', '10'] });
    expect(built.ok).toBe(true);
    if (!built.ok) return;
    expect(built.base.intelligence).toBe(15);
    expect(built.final).toEqual({ ...built.base, intelligence: 17, wisdom: 13 });
  });

  it('scores typed in full-width digits or with spaces read as numbers', () => {
    const built = builtScores({ ...DEFAULT_BUILDER, base: ['１５', ' 14 ', '13', '8', '8', '8'] });
    expect(built.ok && built.base.strength).toBe(15);
    expect(built.ok && built.base.dexterity).toBe(14);
  });

  it('scores typed in Thai digits read as numbers (๘ is 8, not NaN)', () => {
    const built = builtScores({ ...DEFAULT_BUILDER, base: ['๑๕', '๑๔', '๑๓', '๘', '๘', '๘'] });
    expect(built.ok && built.base.strength).toBe(15);
    expect(built.ok && built.base.wisdom).toBe(8);
  });

  it('the core’s refusal as an error result (a score above point buy’s 15, a Standard Array used twice)', () => {
    expect(builtScores({ ...DEFAULT_BUILDER, base: ['16', '8', '8', '8', '8', '8'] })).toMatchObject({
      ok: false,
      code: 'rules.point-buy.score-out-of-range',
    });
    const array = { ...DEFAULT_BUILDER, method: 'standard-array' as const };
    expect(builtScores({ ...array, base: ['15', '15', '13', '12', '10', '8'] })).toMatchObject({
      ok: false,
      code: 'rules.standard-array.not-the-array',
    });
  });
});

describe('pointsSpent: the points of a point buy, none for the Standard Array', () => {
  it('an unreadable score counts as 0 points', () => {
    expect(pointsSpent({ ...DEFAULT_BUILDER, base: ['15', '14', '13', '8', '8', '8'] })?.spent).toBe(21);
    expect(pointsSpent({ ...DEFAULT_BUILDER, base: ['15', 'x', '', '8', '8', '8'] })?.spent).toBe(9);
    // Thai digits read as the number they show (the one number reader), not as 0.
    expect(pointsSpent({ ...DEFAULT_BUILDER, base: ['๑๕', '๑๔', '13', '๘', '8', '8'] })?.spent).toBe(21);
  });

  it('null for the Standard Array', () => {
    expect(pointsSpent({ ...DEFAULT_BUILDER, method: 'standard-array' })).toBeNull();
  });
});

describe('sheetResult: the core’s character sheet', () => {
  it('level 5: Proficiency Bonus +3, passive Perception 14, Initiative +2', () => {
    const result = sheetResult(CHARACTER);
    expect(result?.ok).toBe(true);
    if (!result?.ok) return;
    expect(result.sheet.proficiencyBonus).toBe(3);
    expect(result.sheet.passivePerception).toBe(14);
    expect(result.sheet.initiative).toBe(2);
  });

  it('no sheet while the form has errors; the core’s refusal as an error result', () => {
    expect(sheetResult(null)).toBeNull();
    expect(sheetResult({ ...CHARACTER, level: 25 })).toMatchObject({
      ok: false,
      code: 'rules.input.out-of-range',
      params: { field: 'level' },
    });
  });
});
