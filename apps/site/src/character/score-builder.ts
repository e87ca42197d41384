import { POINT_BUY_LIMITS } from '@polyhedral/core';
import { ABILITIES, type Ability, STANDARD_ARRAY } from '@polyhedral/core/tables';

/** The backgrounds the SRD lists with their three abilities (table AbilityScoresandBackgrounds). */
export const BACKGROUND_PRESETS = {
  acolyte: ['intelligence', 'wisdom', 'charisma'],
  soldier: ['strength', 'dexterity', 'constitution'],
} as const satisfies Record<string, readonly [Ability, Ability, Ability]>;
export const BACKGROUND_CHOICES = ['acolyte', 'soldier', 'other'] as const;
export type BackgroundChoice = (typeof BACKGROUND_CHOICES)[number];

export const INCREASE_PATTERNS = ['two-one', 'one-one-one'] as const;
export type IncreasePattern = (typeof INCREASE_PATTERNS)[number];

/** The builder's state: Step 3 of character creation (scores) and the background's increases. */
export interface BuilderState {
  method: 'point-buy' | 'standard-array';
  /** Scores in ability order, as typed (point buy) or chosen from the array. */
  base: string[];
  background: BackgroundChoice;
  /** The background's three abilities when `background` is 'other'. */
  otherAbilities: [Ability, Ability, Ability];
  pattern: IncreasePattern;
  plusTwo: Ability;
  plusOne: Ability;
}

export const DEFAULT_BUILDER: BuilderState = {
  method: 'point-buy',
  base: ABILITIES.map(() => String(POINT_BUY_LIMITS.min)),
  background: 'acolyte',
  otherAbilities: ['strength', 'dexterity', 'constitution'],
  pattern: 'two-one',
  plusTwo: 'intelligence',
  plusOne: 'wisdom',
};

export function backgroundAbilities(state: BuilderState): [Ability, Ability, Ability] {
  return state.background === 'other' ? state.otherAbilities : [...BACKGROUND_PRESETS[state.background]];
}

/** The increases the builder asks for: +2 and +1 to two of the three, or +1 to each. */
export function increasesOf(state: BuilderState): Partial<Record<Ability, number>> {
  const abilities = backgroundAbilities(state);
  if (state.pattern === 'one-one-one') return Object.fromEntries(abilities.map((a) => [a, 1]));
  if (state.plusTwo === state.plusOne) return { [state.plusTwo]: 2 };
  return { [state.plusTwo]: 2, [state.plusOne]: 1 };
}

/** Switching method starts the scores over: 8s for point buy, the array in order for the other. */
export function baseFor(method: BuilderState['method']): string[] {
  return method === 'point-buy'
    ? ABILITIES.map(() => String(POINT_BUY_LIMITS.min))
    : STANDARD_ARRAY.map((score) => String(score));
}
