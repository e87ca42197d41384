/**
 * resolvePage: the sections of one page for one locale, in English order. A section the
 * locale lacks falls back to English (per section); a section that exists only in the
 * translation follows the section it follows in that locale's file (after that section's
 * English-only sub-sections, which belong to it).
 */
import { withdrawnReview } from '../model/review-credit.ts';
import type { ContentLocale, ContentModel, ResolvedSection, Section } from '../model/types.ts';
import { hasTranslation } from './has-translation.ts';
import { isStale } from './is-stale.ts';

function resolved(
  section: Section,
  locale: ContentLocale,
  flags: { fallback: boolean; stale: boolean; translationOnly: boolean },
): ResolvedSection {
  const { id, depth, title, markdown, source, convertedFrom } = section;
  const withdrawn = withdrawnReview(section);
  return {
    id,
    depth,
    title,
    markdown,
    locale,
    ...flags,
    // Edited after review awaits a reviewer again, as a draft.
    draft: section.review === 'draft' || section.review === 'edited',
    // Who is credited for this very text, as derived from its approval record (a verified review
    // or the maintainer's acceptance): what the rule page's state line says.
    ...(section.reviewer && !flags.fallback ? { credit: section.reviewer } : {}),
    // A review withdrawn (its key revoked) is told as such: not reviewed, and why.
    ...(withdrawn && !flags.fallback ? { reviewWithdrawn: withdrawn } : {}),
    source,
    ...(convertedFrom === undefined ? {} : { convertedFrom }),
  };
}

/** The ordered sections of `pageId` in `locale`, or undefined when the page does not exist. */
export function resolvePage(
  model: ContentModel,
  locale: ContentLocale,
  pageId: string,
): ResolvedSection[] | undefined {
  const page = model.pages.find((candidate) => candidate.id === pageId);
  if (!page) return undefined;
  const english = page.files.en;
  const localFile = page.files[locale];
  if (!english) {
    if (!localFile) return undefined;
    return localFile.sections.map((section) =>
      resolved(section, locale, { fallback: false, stale: false, translationOnly: true }),
    );
  }
  const result: ResolvedSection[] = english.sections.map((section) => {
    if (locale === 'en')
      return resolved(section, 'en', { fallback: false, stale: false, translationOnly: false });
    const local = model.sections.get(section.id)?.[locale];
    if (!local || !hasTranslation(model, locale, section.id)) {
      const shown = resolved(section, 'en', { fallback: true, stale: false, translationOnly: false });
      // A translated page title is kept even when the intro text falls back.
      return local?.intro ? { ...shown, title: local.title } : shown;
    }
    return resolved(local, locale, {
      fallback: false,
      stale: isStale(model, locale, section.id),
      translationOnly: false,
    });
  });
  if (locale === 'en' || !localFile) return result;
  // Translation-only sections: insert after the section that precedes them in the locale's file.
  let previousId: string | null = null;
  for (const section of localFile.sections) {
    const known = result.findIndex((candidate) => candidate.id === section.id);
    if (known >= 0) {
      previousId = section.id;
      continue;
    }
    if (model.sections.get(section.id)?.en) continue;
    let at = previousId === null ? 0 : result.findIndex((candidate) => candidate.id === previousId) + 1;
    // Fallback sub-sections of the predecessor stay with it (the translation skipped them).
    while (at < result.length && result[at]!.fallback && result[at]!.depth > section.depth) at += 1;
    result.splice(at, 0, resolved(section, locale, { fallback: false, stale: false, translationOnly: true }));
    previousId = section.id;
  }
  return result;
}
