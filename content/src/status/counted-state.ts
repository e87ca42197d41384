/**
 * The one state of each English section in a translated locale, as every count shows it (`content
 * status`, the workbench's overview and chips): missing, stale (whatever its review mark), draft,
 * edited (reviewed, then edited), reviewed (a signed review that verifies), accepted (the
 * maintainer's acceptance: not a review), current (up to date with no review mark).
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
