import type { TrackerState } from '@polyhedral/core/tracker';
import { useDeviceList } from './device-list.ts';
import { SAVED_EFFECTS_KEY } from './SavedEffects.tsx';
import { SAVED_FIGHTS_KEY } from './saved-fights.ts';

/** A stored entry's name alone (the lists' own readers check the rest when they draw them). */
function nameOf(value: unknown): { name: string } {
  const name = (value as { name?: unknown } | null)?.name;
  if (typeof name !== 'string' || name.trim() === '') throw new Error('no name');
  return { name };
}

/** Every text the table typed that the tracker draws, saved lists too (missing-glyphs.ts asks about them). */
export function useTypedNames(state: TrackerState): string[] {
  const fights = useDeviceList(SAVED_FIGHTS_KEY, nameOf);
  const effects = useDeviceList(SAVED_EFFECTS_KEY, nameOf);
  return [
    ...state.creatures.flatMap((one) => [
      one.name,
      ...(one.uses ?? []).map((use) => use.name),
      // A custom effect typed on the spot (not only a saved one) and a stat block's attacks.
      ...(one.effects ?? []).map((effect) => effect.name),
      ...(one.attacks ?? []).map((attack) => attack.name),
    ]),
    ...(state.roundNotes ?? []).map((note) => note.text),
    ...fights.items.map((fight) => fight.name),
    ...effects.items.map((effect) => effect.name),
  ];
}
