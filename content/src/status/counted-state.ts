/**
 * The one state of a section in a translated locale, as every count shows it (`content status`,
 * the workbench's overview line and its filter chips): each English section is in exactly one.
 * missing (no translation), stale (made from an older English text, whatever its review mark),
 * draft (drafted here, awaiting a native reviewer), edited (reviewed, then edited: awaits a
 * reviewer again), reviewed (its present text's signed review verifies), accepted (the maintainer's
 * acceptance on someone's behalf: not a review), current (up to date, from a source translation:
 * no review mark).
 */
import type { ContentModel, ReaderLocale } from '../model/types.ts';
import { hasTranslation } from '../resolve/has-translation.ts';
import { isStale } from '../resolve/is-stale.ts';

export const COUNTED_STATES = [
  'missing',
  'stale',
  'draft',
  'edited',
  'reviewed',
  'accepted',
  'current',
] as const;
export type CountedState = (typeof COUNTED_STATES)[number];

export function countedState(model: ContentModel, locale: ReaderLocale, id: string): CountedState {
  if (!hasTranslation(model, locale, id)) return 'missing';
  if (isStale(model, locale, id)) return 'stale';
  const review = model.sections.get(id)?.[locale]?.review;
  if (review === 'draft' || review === 'edited' || review === 'reviewed' || review === 'accepted')
    return review;
  return 'current';
}

/** How many of `ids` are in each state (every state present, zero included). */
export function countStates(
  model: ContentModel,
  locale: ReaderLocale,
  ids: Iterable<string>,
): Record<CountedState, number> {
  const counts = Object.fromEntries(COUNTED_STATES.map((state) => [state, 0])) as Record<
    CountedState,
    number
  >;
  for (const id of ids) counts[countedState(model, locale, id)] += 1;
  return counts;
}
