/**
 * The workbench's state of one section in a locale, from the content model: missing (not
 * translated), stale (made from an older English text), draft (drafted here, awaiting a native
 * reviewer), reviewed (drafted here and reviewed), current (from a source translation, up to date).
 */
import { type ContentModel, hasTranslation, isStale, type TranslatedLocale } from '@polyhedral/content';
import type { Overview, OverviewChapter, SectionState } from '../shared/api-types.ts';

export function sectionState(model: ContentModel, locale: TranslatedLocale, id: string): SectionState {
  if (!hasTranslation(model, locale, id)) return 'missing';
  if (isStale(model, locale, id)) return 'stale';
  const review = model.sections.get(id)?.[locale]?.review;
  if (review === 'draft') return 'draft';
  if (review === 'reviewed') return 'reviewed';
  return 'current';
}

/** English sections in book order (empty intros left out, as `content status` counts them). */
export function bookOrder(model: ContentModel): { id: string; chapter: string; pageId: string }[] {
  return model.pages.flatMap((page) =>
    (page.files.en?.sections ?? [])
      .filter((section) => !(section.intro && section.markdown === ''))
      .map((section) => ({ id: section.id, chapter: page.chapter, pageId: page.id })),
  );
}

export function overview(model: ContentModel, locales: readonly TranslatedLocale[]): Overview {
  const order = bookOrder(model);
  const result: Overview = { locales: {} };
  for (const locale of locales) {
    const chapters: OverviewChapter[] = [];
    for (const { id, chapter, pageId } of order) {
      const english = model.sections.get(id)!.en!;
      const local = model.sections.get(id)?.[locale];
      let group = chapters.at(-1);
      if (group?.chapter !== chapter) {
        group = { chapter, rows: [] };
        chapters.push(group);
      }
      const state = sectionState(model, locale, id);
      group.rows.push({
        id,
        pageId,
        title: local && state !== 'missing' ? local.title : english.title,
        depth: english.depth,
        state,
        draft: state !== 'missing' && local?.review === 'draft',
      });
    }
    result.locales[locale] = { chapters };
  }
  return result;
}
