/**
 * reviewIndex: every section a reader of a locale can review, in book order (each English section
 * but an empty intro, and the locale's own without English; for zh-hant, zh's), with the state the
 * rule page shows. A zh-hant section not written by hand is zh converted (`converted`), whose zh
 * review entries are not its own.
 */
import { DERIVED_LOCALES, isDerivedLocale } from '@polyhedral/i18n';
import { CONVERTERS } from '../../derive/converters.ts';
import { convertedText } from '../../derive/save-derived-section.ts';
import type { ContentModel, ReaderLocale, Section } from '../../model/types.ts';
import type { ReviewIndexEntry, ReviewState } from '../../section-check/review-data-types.ts';
import { type CountedState, countedState } from '../../status/counted-state.ts';

/** The state a reader is shown for a counted state (an edit after review shows as a draft). */
export const SHOWN_STATE: Readonly<Record<CountedState, ReviewState>> = {
  missing: 'missing',
  stale: 'stale',
  draft: 'draft',
  edited: 'draft',
  reviewed: 'reviewed',
  accepted: 'accepted',
  current: 'current',
};

/** The section IDs of the book a locale's reader reviews, in order. */
export function reviewableIds(model: ContentModel, locale: ReaderLocale): string[] {
  const ids: string[] = [];
  for (const page of model.pages) {
    for (const section of page.files.en?.sections ?? []) {
      if (!(section.intro && section.markdown === '')) ids.push(section.id);
    }
    const written = isDerivedLocale(locale) ? DERIVED_LOCALES[locale] : locale;
    const own = page.files[written]?.sections ?? [];
    for (const section of own) if (!model.sections.get(section.id)?.en) ids.push(section.id);
  }
  return ids;
}

/** The state shown, the state counted and whether the text is converted by machine. */
export function reviewStateOf(
  model: ContentModel,
  locale: ReaderLocale,
  id: string,
): { state: ReviewState; counted: CountedState; converted: boolean } {
  // The site's model (withDerivedLocales): a converted section is there, with its source's marks.
  if (isDerivedLocale(locale) && model.sections.get(id)?.[locale]?.convertedFrom !== undefined) {
    return { state: 'converted', counted: 'missing', converted: true };
  }
  const counted = countedState(model, locale, id);
  if (counted === 'missing' && isDerivedLocale(locale) && convertedText(model, locale, id) !== null) {
    return { state: 'converted', counted, converted: true };
  }
  return { state: SHOWN_STATE[counted], counted, converted: false };
}

function anySection(model: ContentModel, id: string, locale: ReaderLocale): Section | undefined {
  const entry = model.sections.get(id);
  return entry?.[locale] ?? entry?.en ?? (isDerivedLocale(locale) ? entry?.zh : undefined);
}

/** The title of a section the locale lacks: zh-hant's converted from zh, else English's. */
export function shownTitle(model: ContentModel, locale: ReaderLocale, id: string, fallback: Section): string {
  const from = isDerivedLocale(locale) ? model.sections.get(id)?.[DERIVED_LOCALES[locale]] : undefined;
  return isDerivedLocale(locale) && from ? CONVERTERS[locale].text(from.title) : fallback.title;
}

export function reviewIndex(model: ContentModel, locale: ReaderLocale): ReviewIndexEntry[] {
  return reviewableIds(model, locale).flatMap((id) => {
    const section = anySection(model, id, locale);
    if (!section) return [];
    const file = model.files.find((candidate) => candidate.file === section.file);
    const { state, counted, converted } = reviewStateOf(model, locale, id);
    const local = model.sections.get(id)?.[locale];
    const title = local && counted !== 'missing' ? local.title : shownTitle(model, locale, id, section);
    return [
      {
        id,
        title,
        chapter: file?.chapter ?? '',
        state,
        counted,
        page: section.pageId,
        ...(converted ? { converted: true as const } : {}),
      },
    ];
  });
}
