/**
 * exportHandback: a locale's work since its starting point as a hand-back bundle: every section
 * whose text or review state differs from the start, or the IDs asked for (each a section of the
 * locale). A derived locale (zh-hant) exports its hand-written sections only; one converted at the
 * start carries `converted: true` and the conversion's hash, so the import adopts it the same way.
 */
import { isDerivedLocale, type Problem } from '@polyhedral/i18n';
import type { ContentModel, ReaderLocale } from '../model/types.ts';
import { hasTranslation } from '../resolve/has-translation.ts';
import { recordedHash } from '../resolve/is-stale.ts';
import { sectionTextHash } from '../sections/section-text-hash.ts';
import { localCalendarDate } from '../text/calendar-date.ts';
import { isReviewerName } from '../trust/reviewer-name.ts';
import {
  HANDBACK_FORMAT,
  HANDBACK_VERSION,
  type HandbackBundle,
  type HandbackSection,
} from './handback-bundle.ts';
import { startingPoint } from './starting-point.ts';

/**
 * A refusal: `handback.error.unknown-ids` (`ids`, `count`, `locale`), or the starting point's
 * (`handback.error.no-starting-point`, `handback.error.record-unreadable`).
 */
export type ExportResult = { ok: true; bundle: HandbackBundle } | { ok: false; problem: Problem };

/** The code of asking for sections the locale does not have (the workbench answers it with 404). */
export const EXPORT_UNKNOWN_IDS = 'handback.error.unknown-ids';

export interface ExportOptions {
  /** Rule IDs to export; empty: every section changed since the starting point. */
  ids?: readonly string[];
  /** The reviewer's name, put on review marks. */
  reviewer?: string | null;
  now?: Date;
}

export function exportHandback(
  model: ContentModel,
  locale: ReaderLocale,
  options: ExportOptions = {},
): ExportResult {
  const now = options.now ?? new Date();
  const wanted = [...new Set(options.ids ?? [])];
  const derived = isDerivedLocale(locale);
  const written = (id: string) =>
    model.sections.get(id)?.[locale] !== undefined && (!derived || hasTranslation(model, locale, id));
  const unknown = wanted.filter((id) => !written(id));
  if (unknown.length > 0) {
    const params = { ids: unknown.join(', '), count: unknown.length, locale };
    return { ok: false, problem: { code: EXPORT_UNKNOWN_IDS, params } };
  }
  const start = startingPoint(model, locale);
  if (!start.ok) return start;
  const sections: HandbackSection[] = [];
  const chosen = new Set(wanted);
  for (const [id, entry] of model.sections) {
    const section = entry[locale];
    if (!section || !written(id)) continue;
    const was = start.point.sections.get(id) ?? null;
    const hash = sectionTextHash(section.markdown);
    const review = section.review ?? null;
    const stamp = recordedHash(model, locale, id);
    // Marked current since the start (a record from before stamps were kept says nothing: not compared).
    const restamped = stamp !== undefined && was !== null && was.stamp !== undefined && was.stamp !== stamp;
    const unknownStart = was?.changedBeforeRecord === true;
    const changed = was === null || unknownStart || was.hash !== hash || was.review !== review || restamped;
    if (chosen.size > 0 ? !chosen.has(id) : !changed) continue;
    // Reviewed or accepted in this copy (a mark the maintainer will see as unsigned unless signed).
    const credited = (state: string | null | undefined) => state === 'reviewed' || state === 'accepted';
    const newlyReviewed = credited(review) && !credited(was?.review);
    sections.push({
      id,
      start: unknownStart ? null : (was?.hash ?? null),
      ...(unknownStart ? { startUnknown: true as const } : {}),
      english: entry.en?.hash ?? null,
      markdown: section.markdown,
      review: newlyReviewed
        ? {
            state: 'reviewed',
            by: section.reviewer?.by ?? (options.reviewer?.trim() || null),
            date: section.reviewer?.on ?? localCalendarDate(now),
          }
        : null,
      ...(was?.converted ? { converted: true as const } : {}),
      ...(restamped ? { stamped: stamp } : {}),
    });
  }
  return {
    ok: true,
    bundle: {
      format: HANDBACK_FORMAT,
      version: HANDBACK_VERSION,
      locale,
      exported: now.toISOString(),
      startingPoint: start.point.label,
      // The name given for the work travels with its corrections (checked when the bundle is read).
      ...(options.reviewer && isReviewerName(options.reviewer.trim())
        ? { sender: options.reviewer.trim() }
        : {}),
      sections,
    },
  };
}
