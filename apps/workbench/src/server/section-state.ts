/**
 * The workbench's state of one section in a locale, from the content model: missing (not
 * translated), stale (made from an older English text), draft (drafted here, awaiting a native
 * reviewer), reviewed (drafted here and reviewed), current (from a source translation, up to date).
 * A derived locale's (zh-hant's) section not written by hand is converted (made by machine from its
 * source locale's text, not reviewed); written by hand, it has the states of a translation.
 */
import {
  type ContentCode,
  type ContentModel,
  contentStatus,
  convertedText,
  countedState,
  derivedText,
  hasTranslation,
  type ReaderLocale,
  sectionTextHash,
} from '@polyhedral/content';
import { DERIVED_LOCALES, isDerivedLocale } from '@polyhedral/i18n';
import type {
  Overview,
  OverviewChapter,
  OverviewRow,
  RefusedFile,
  SectionState,
} from '../shared/api-types.ts';
import { reviewFields } from './review-fields.ts';

/** The text of a section as the editor opens it: the locale's own, or a derived locale's generated text. */
export function sectionText(model: ContentModel, locale: ReaderLocale, id: string): string | null {
  if (hasTranslation(model, locale, id)) return model.sections.get(id)?.[locale]?.markdown ?? null;
  return isDerivedLocale(locale) && hasTranslation(model, DERIVED_LOCALES[locale], id)
    ? convertedText(model, locale, id)
    : null;
}

/** The save base of a section: the hash of its text as the model read it (a zh-hant one's generated text). */
export function sectionBase(model: ContentModel, locale: ReaderLocale, id: string): string | null {
  const text = sectionText(model, locale, id);
  return text === null ? null : sectionTextHash(text);
}

/** A section's title in a locale (a derived locale's generated title when not written by hand), or null. */
export function sectionTitle(model: ContentModel, locale: ReaderLocale, id: string): string | null {
  const entry = model.sections.get(id);
  if (hasTranslation(model, locale, id)) return entry?.[locale]?.title ?? null;
  if (!isDerivedLocale(locale)) return null;
  const source = entry?.[DERIVED_LOCALES[locale]];
  return source && hasTranslation(model, DERIVED_LOCALES[locale], id)
    ? derivedText(locale, source.title)
    : null;
}

export function sectionState(model: ContentModel, locale: ReaderLocale, id: string): SectionState {
  if (!hasTranslation(model, locale, id)) {
    return isDerivedLocale(locale) && hasTranslation(model, DERIVED_LOCALES[locale], id)
      ? 'converted'
      : 'missing';
  }
  // One function decides the state, for `content status` and the overview's counts too.
  return countedState(model, locale, id);
}

/** English sections in book order (empty intros left out, as `content status` counts them). */
export function bookOrder(model: ContentModel): { id: string; chapter: string; pageId: string }[] {
  return model.pages.flatMap((page) =>
    (page.files.en?.sections ?? [])
      .filter((section) => !(section.intro && section.markdown === ''))
      .map((section) => ({ id: section.id, chapter: page.chapter, pageId: page.id })),
  );
}

/**
 * Every section of a locale with its state, chapter by chapter in book order; a section only the
 * translation has comes after the section it follows in its file. The counts are those of
 * `pnpm content status --json` (contentStatus), not recounted here.
 */
export function overview(model: ContentModel, locales: readonly ReaderLocale[]): Overview {
  const order = bookOrder(model);
  const status = contentStatus(model);
  const result: Overview = { locales: {} };
  for (const locale of locales) {
    const refused = refusedFiles(model, locale);
    const chapters: OverviewChapter[] = [];
    const translationOnlyAfter = translationOnlyRows(model, locale);
    for (const { id, chapter, pageId } of order) {
      const english = model.sections.get(id)!.en!;
      const local = model.sections.get(id)?.[locale];
      let group = chapters.at(-1);
      if (group?.chapter !== chapter) {
        group = { chapter, rows: [] };
        chapters.push(group);
      }
      const state = sectionState(model, locale, id);
      const refusal =
        state === 'missing' ? refused.find((file) => file.file.endsWith(`/${pageId}.md`)) : undefined;
      group.rows.push({
        ...(refusal ? { refused: refusal } : {}),
        id,
        pageId,
        title: sectionTitle(model, locale, id) ?? english.title,
        depth: english.depth,
        state,
        draft: state !== 'missing' && (local?.review === 'draft' || local?.review === 'edited'),
        ...reviewFields(local),
      });
      group.rows.push(...(translationOnlyAfter.get(id) ?? []));
    }
    for (const [anchor, rows] of translationOnlyAfter) {
      if (!anchor.startsWith('chapter:')) continue;
      const chapter = anchor.slice('chapter:'.length);
      const group = chapters.find((candidate) => candidate.chapter === chapter);
      if (group) group.rows.push(...rows);
      else chapters.push({ chapter, rows: [...rows] });
    }
    if (isDerivedLocale(locale)) {
      const derived = status.derived[locale];
      const { converted, handWritten, draft, stale, missing } = derived.counts;
      result.locales[locale] = {
        chapters,
        refused,
        counts: {
          sections: derived.sections,
          translated: converted + handWritten,
          current: handWritten - stale,
          stale,
          draft,
          missing,
          translationOnly: 0,
        },
        derived: { from: derived.convertedFrom, ...derived.counts },
      };
      continue;
    }
    const counts = status.locales[locale];
    result.locales[locale] = {
      chapters,
      refused,
      counts: {
        sections: status.sections,
        translated: counts.translated,
        current: counts.current,
        stale: counts.stale,
        draft: counts.draft,
        missing: counts.missing,
        translationOnly: counts.translationOnly,
        states: counts.states,
      },
    };
  }
  return result;
}

/** The loader's refusals of a locale's files: links outside content/, loops, broken links, unreadable files. */
const REFUSED_CODES = new Set<ContentCode>([
  'content.file.symlink-outside',
  'content.file.symlink-loop',
  'content.file.symlink-broken',
  'content.file.unreadable',
]);

function refusedFiles(model: ContentModel, locale: ReaderLocale): RefusedFile[] {
  const refused = model.diagnostics
    .filter((diagnostic) => REFUSED_CODES.has(diagnostic.code) && diagnostic.file.startsWith(`${locale}/`))
    .map((diagnostic) => ({ file: diagnostic.file, code: diagnostic.code, params: diagnostic.params }));
  // A file read but not loaded (front matter broken by a hand edit, a text nested too deep): its
  // sections were left out, so they are not "not translated" either; its first error says why.
  for (const file of model.files) {
    if (file.collection !== locale || (file.frontMatter !== null && !file.unparsed)) continue;
    if (refused.some((known) => known.file === file.file)) continue;
    const error = model.diagnostics.find(
      (diagnostic) => diagnostic.file === file.file && diagnostic.severity === 'error',
    );
    if (error)
      refused.push({ file: file.file, code: error.code, params: { ...error.params, line: error.line } });
  }
  return refused;
}

/**
 * Rows of the sections only `locale` has, keyed by the English section they come after in their
 * file, or by `chapter:<name>` for a page only the translation has.
 */
function translationOnlyRows(model: ContentModel, locale: ReaderLocale): Map<string, OverviewRow[]> {
  const after = new Map<string, OverviewRow[]>();
  const listed = new Set(bookOrder(model).map((entry) => entry.id));
  // A derived locale has the sections only its source locale has (converted, or written by hand).
  const collection = isDerivedLocale(locale) ? DERIVED_LOCALES[locale] : locale;
  for (const file of model.files) {
    if (file.collection !== collection) continue;
    let previous: string | null = null;
    for (const section of file.sections) {
      if (model.sections.get(section.id)?.en) {
        if (listed.has(section.id)) previous = section.id;
        continue;
      }
      // A page only the translation has: its sections go at the end of its chapter.
      const anchor = previous ?? `chapter:${file.chapter ?? ''}`;
      const rows = after.get(anchor) ?? [];
      const own = isDerivedLocale(locale) ? model.sections.get(section.id)?.[locale] : section;
      const review = own && hasTranslation(model, locale, section.id) ? own.review : undefined;
      rows.push({
        id: section.id,
        pageId: section.pageId,
        title: sectionTitle(model, locale, section.id) ?? section.title,
        depth: section.depth,
        state: isDerivedLocale(locale) ? sectionState(model, locale, section.id) : (review ?? 'current'),
        draft: review === 'draft' || review === 'edited',
        translationOnly: true,
        ...(review ? reviewFields(own) : {}),
      });
      after.set(anchor, rows);
    }
  }
  return after;
}

/** The draft or stale sections just before and after position `at` of the book order. */
export function toReviewAround(
  model: ContentModel,
  locale: ReaderLocale,
  order: readonly { id: string }[],
  at: number,
): { previousToReview: string | null; nextToReview: string | null } {
  const waiting = (entry: { id: string } | undefined) => {
    if (!entry) return false;
    const state = sectionState(model, locale, entry.id);
    return state === 'draft' || state === 'edited' || state === 'stale' || state === 'converted';
  };
  return {
    previousToReview: order.slice(0, Math.max(at, 0)).reverse().find(waiting)?.id ?? null,
    nextToReview: order.slice(at + 1).find(waiting)?.id ?? null,
  };
}
