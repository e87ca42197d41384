/**
 * What GET /api/section/:locale/:id answers: one section as the editor opens it (the English
 * rendered, the translation's text and save base, its state, the zh text a zh-hant one is converted
 * from, its neighbours in book order), with the check of its text run by the caller.
 */
import { type ContentModel, hasTranslation, isStale, type ReaderLocale } from '@polyhedral/content';
import { DERIVED_LOCALES, isDerivedLocale, type WrittenLocale } from '@polyhedral/i18n';
import type { CheckResponse, SectionResponse } from '../../shared/api-types.ts';
import { renderPreview } from '../render-preview.ts';
import { bookOrder, sectionBase, sectionState, sectionText, toReviewAround } from '../section-state.ts';
import { pageText } from '../ui-language.ts';
import { unreadableFile } from '../unreadable-file.ts';

/** The text the editor opens: none for a section missing here. */
export function openedText(model: ContentModel, locale: ReaderLocale, id: string): string | null {
  return sectionState(model, locale, id) === 'missing' ? null : sectionText(model, locale, id);
}

export interface SectionViewInputs {
  ui: WrittenLocale;
  knownRuleIds: ReadonlySet<string>;
  /** The check of the opened text; null when there is none or it ran over its time limit. */
  check: CheckResponse | null;
}

/** The section's view; `id` must be one the model has for `locale` (section-target.ts). */
export function sectionView(
  model: ContentModel,
  locale: ReaderLocale,
  id: string,
  { ui, knownRuleIds, check }: SectionViewInputs,
): SectionResponse {
  const entry = model.sections.get(id);
  // A translation-only section has no English: its pane is empty and it is never stale.
  const english = entry?.en;
  const local = entry?.[locale];
  const state = sectionState(model, locale, id);
  const order = bookOrder(model);
  const at = order.findIndex((row) => row.id === id);
  // zh-hant: the zh section its generated text is converted from, shown beside the English (and,
  // when nobody wrote it by hand yet, whose page it is on).
  const source = isDerivedLocale(locale) ? entry?.[DERIVED_LOCALES[locale]] : undefined;
  const pageId = english?.pageId ?? local?.pageId ?? source!.pageId;
  const page = model.pages.find((candidate) => candidate.id === pageId);
  const markdown = openedText(model, locale, id);
  const file = local?.file ?? page?.files[locale]?.file ?? null;
  const unreadable = file === null ? null : unreadableFile(model, file, ui);
  return {
    id,
    locale,
    pageId,
    chapter: page?.chapter ?? '',
    file,
    state,
    english: {
      markdown: english?.markdown ?? '',
      html: english ? renderPreview(english.markdown, 'en', ui, knownRuleIds, pageText(ui), locale).html : '',
    },
    translationOnly: english === undefined,
    // A missing section can be started from the English and saved when its page has a file here.
    creatable:
      state === 'missing' &&
      unreadable === null &&
      english !== undefined &&
      !english.intro &&
      page?.files[locale] !== undefined,
    unreadable,
    markdown,
    base: markdown === null ? null : sectionBase(model, locale, id),
    drafted: local?.review !== undefined && hasTranslation(model, locale, id),
    convertedFrom:
      source && isDerivedLocale(locale)
        ? {
            locale: DERIVED_LOCALES[locale],
            markdown: source.markdown,
            stale: isStale(model, DERIVED_LOCALES[locale], id),
          }
        : null,
    check,
    previous: order[at - 1]?.id ?? null,
    next: order[at + 1]?.id ?? null,
    ...toReviewAround(model, locale, order, at),
  };
}
