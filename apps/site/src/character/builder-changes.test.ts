import { describe, expect, it } from 'vitest';
import { backgroundChange, baseScoreChange, methodChange, otherAbilityChange } from './builder-changes.ts';
import { type BuilderState, DEFAULT_BUILDER } from './score-builder.ts';

describe('builder changes: what one choice changes in the score builder', () => {
  it('a new method starts the scores over; anything but the Standard Array is point buy', () => {
    expect(methodChange('standard-array')).toEqual({
      method: 'standard-array',
      base: ['15', '14', '13', '12', '10', '8'],
    });
    expect(methodChange('point-buy')).toEqual({ method: 'point-buy', base: ['8', '8', '8', '8', '8', '8'] });
    expect(methodChange('roll')).toEqual(methodChange('point-buy'));
  });

  it('one score changes, the others stay', () => {
    expect(baseScoreChange(DEFAULT_BUILDER, 2, '13')).toEqual({ base: ['8', '8', '13', '8', '8', '8'] });
    expect(DEFAULT_BUILDER.base[2]).toBe('8');
  });

  it('a new background puts +2 and +1 on its first two abilities', () => {
    expect(backgroundChange(DEFAULT_BUILDER, 'soldier')).toEqual({
      background: 'soldier',
      plusTwo: 'strength',
      plusOne: 'dexterity',
    });
    const other: BuilderState = { ...DEFAULT_BUILDER, otherAbilities: ['wisdom', 'charisma', 'strength'] };
    expect(backgroundChange(other, 'other')).toEqual({
      background: 'other',
      plusTwo: 'wisdom',
      plusOne: 'charisma',
    });
  });

  it('an "other" background’s ability changes, and +2/+1 follow its first two', () => {
    const state = { ...DEFAULT_BUILDER, background: 'other' as const };
    expect(otherAbilityChange(state, 0, 'charisma')).toEqual({
      otherAbilities: ['charisma', 'dexterity', 'constitution'],
      plusTwo: 'charisma',
      plusOne: 'dexterity',
    });
    expect(otherAbilityChange(state, 2, 'wisdom')).toEqual({
      otherAbilities: ['strength', 'dexterity', 'wisdom'],
      plusTwo: 'strength',
      plusOne: 'dexterity',
    });
  });
});
