/**
 * A derived locale's (zh-hant) review state, section by section: converted (by machine, read by
 * nobody), hand-written (then draft or reviewed by its own `review:`, stale by its `translation:`),
 * or missing. Counted over the English sections (no empty intros) and the source locale's
 * translation-only ones, in book order, from the written model.
 */
import { DERIVED_LOCALES, type DerivedLocale, type WrittenLocale } from '@polyhedral/i18n';
import type { ContentModel } from '../model/types.ts';
import { hasTranslation } from '../resolve/has-translation.ts';
import { isStale } from '../resolve/is-stale.ts';

export const DERIVED_SECTION_STATES = [
  'converted',
  'handWritten',
  'draft',
  'reviewed',
  'accepted',
  'edited',
  'stale',
  'missing',
] as const;
export type DerivedSectionState = (typeof DERIVED_SECTION_STATES)[number];

export interface DerivedLocaleStatus {
  /** The written locale the generated text is converted from. */
  convertedFrom: (typeof DERIVED_LOCALES)[DerivedLocale];
  /** Sections counted: the English ones and the source locale's translation-only ones. */
  sections: number;
  /** Counts per state (`draft`, `reviewed` and `stale` are hand-written sections). */
  counts: Record<DerivedSectionState, number>;
  /** The section IDs behind the counts, in book order. */
  ids: Record<DerivedSectionState, string[]>;
}

/** Section IDs of the book in order: English ones (empty intros left out) and the source locale's own. */
function sectionIds(model: ContentModel, from: WrittenLocale): string[] {
  const ids: string[] = [];
  for (const page of model.pages) {
    const english = page.files.en?.sections ?? [];
    for (const section of english) if (!(section.intro && section.markdown === '')) ids.push(section.id);
    for (const section of page.files[from]?.sections ?? []) {
      if (!model.sections.get(section.id)?.en) ids.push(section.id);
    }
  }
  return ids;
}

export function derivedLocaleStatus(model: ContentModel, locale: DerivedLocale): DerivedLocaleStatus {
  const from = DERIVED_LOCALES[locale];
  const ids = Object.fromEntries(DERIVED_SECTION_STATES.map((state) => [state, []])) as unknown as Record<
    DerivedSectionState,
    string[]
  >;
  const counted = sectionIds(model, from);
  for (const id of counted) {
    if (hasTranslation(model, locale, id)) {
      ids.handWritten.push(id);
      const review = model.sections.get(id)?.[locale]?.review;
      // Edited after review is a draft again, listed apart too.
      if (review) ids[review === 'edited' ? 'draft' : review].push(id);
      if (review === 'edited') ids.edited.push(id);
      if (isStale(model, locale, id)) ids.stale.push(id);
    } else if (hasTranslation(model, from, id)) ids.converted.push(id);
    else ids.missing.push(id);
  }
  const counts = Object.fromEntries(
    DERIVED_SECTION_STATES.map((state) => [state, ids[state].length]),
  ) as Record<DerivedSectionState, number>;
  return { convertedFrom: from, sections: counted.length, counts, ids };
}
