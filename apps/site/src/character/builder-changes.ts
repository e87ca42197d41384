import type { Ability } from '@polyhedral/core/tables';
import { type BackgroundChoice, type BuilderState, backgroundAbilities, baseFor } from './score-builder.ts';

/** A new method (anything but the Standard Array is point buy) starts the scores over. */
export function methodChange(value: string): Partial<BuilderState> {
  const method = value === 'standard-array' ? 'standard-array' : 'point-buy';
  return { method, base: baseFor(method) };
}

/** One score typed or chosen, the others as they were. */
export function baseScoreChange(state: BuilderState, index: number, value: string): Partial<BuilderState> {
  return { base: state.base.map((s, i) => (i === index ? value : s)) };
}

/** A new background: its first ability gets +2 and its second +1 until the reader picks others. */
export function backgroundChange(state: BuilderState, background: BackgroundChoice): Partial<BuilderState> {
  const abilities = backgroundAbilities({ ...state, background });
  return { background, plusTwo: abilities[0], plusOne: abilities[1] };
}

/** One of an "other" background's three abilities changed; +2 and +1 go to its first two. */
export function otherAbilityChange(
  state: BuilderState,
  index: number,
  ability: Ability,
): Partial<BuilderState> {
  const otherAbilities = state.otherAbilities.map((a, i) => (i === index ? ability : a)) as [
    Ability,
    Ability,
    Ability,
  ];
  return { otherAbilities, plusTwo: otherAbilities[0], plusOne: otherAbilities[1] };
}
