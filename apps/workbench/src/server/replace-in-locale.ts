/**
 * Search and replace across one locale, for when a term is settled: every section of the locale
 * whose text contains `find` (case-sensitive, plain text) gets it replaced; each result is checked
 * with the same QA as the editor (in the check pool) before anything is written, and the writes go
 * through content's one writer (saveSection), each with the base the preview showed: a section
 * changed since the preview is a conflict and nothing is written. In a derived locale (zh-hant) only
 * the sections written by hand are searched: a converted one follows its source text (replace
 * there, or save it first).
 */

import {
  type ContentModel,
  hasTranslation,
  type ReaderLocale,
  saveSection,
  sectionTextHash,
  wordDiff,
} from '@polyhedral/content';
import { isDerivedLocale } from '@polyhedral/i18n';
import type { ReplacePreviewSection } from '../shared/api-types.ts';

/** Longest search and replacement text. */
export const MAX_REPLACE_TEXT = 200;

export interface PlannedReplacement {
  id: string;
  title: string;
  before: string;
  after: string;
  count: number;
  base: string;
}

/** The sections of `locale` that contain `find`, with the text after replacing every occurrence. */
export function planReplacements(
  model: ContentModel,
  locale: ReaderLocale,
  find: string,
  replace: string,
): PlannedReplacement[] {
  const planned: PlannedReplacement[] = [];
  if (find === '') return planned;
  for (const [id, entry] of model.sections) {
    const section = entry[locale];
    if (!section?.markdown.includes(find)) continue;
    if (isDerivedLocale(locale) && !hasTranslation(model, locale, id)) continue;
    const parts = section.markdown.split(find);
    planned.push({
      id,
      title: section.title,
      before: section.markdown,
      after: parts.join(replace),
      count: parts.length - 1,
      base: sectionTextHash(section.markdown),
    });
  }
  return planned;
}

/** A planned replacement as the preview shows it, with the QA errors its result would have. */
export function previewOf(
  locale: ReaderLocale,
  planned: PlannedReplacement,
  errors: number,
  findings: string[],
): ReplacePreviewSection {
  return {
    id: planned.id,
    title: planned.title,
    count: planned.count,
    base: planned.base,
    parts: wordDiff(planned.before, planned.after, locale),
    errors,
    findings,
  };
}

export type ApplyOutcome =
  | { ok: true; saved: string[] }
  | { ok: false; reason: 'conflict' | 'refused'; ids: string[]; detail?: string };

/**
 * Write the planned replacements whose IDs the reviewer confirmed with the bases they saw; all
 * bases are checked before the first write (a changed section refuses the lot).
 */
export function applyReplacements(
  model: ContentModel,
  locale: ReaderLocale,
  planned: readonly PlannedReplacement[],
  confirmed: ReadonlyMap<string, string>,
): ApplyOutcome {
  const chosen = planned.filter((step) => confirmed.has(step.id));
  const stale = [...confirmed.keys()].filter(
    (id) => chosen.find((step) => step.id === id)?.base !== confirmed.get(id),
  );
  if (stale.length > 0) return { ok: false, reason: 'conflict', ids: stale };
  const saved: string[] = [];
  for (const step of chosen) {
    const result = saveSection(model, locale, step.id, step.after, { base: step.base });
    if (!result.ok)
      return { ok: false, reason: 'refused', ids: [step.id, ...saved], detail: result.refusal.code };
    saved.push(step.id);
  }
  return { ok: true, saved };
}
