/**
 * What POST /api/handback/:locale answers: the hand-back bundle as a file for the page to save
 * (its name, text and counts), or the problem (no starting point, nothing changed since it).
 */
import {
  EXPORT_UNKNOWN_IDS,
  type ExportResult,
  type ReaderLocale,
  serializeHandbackBundle,
} from '@polyhedral/content';
import type { HandbackResponse, Problem } from '../../shared/api-types.ts';

export type HandbackExportView =
  | { ok: true; view: HandbackResponse }
  | { ok: false; status: 404 | 409; problem: Problem };

export function handbackExportView(locale: ReaderLocale, result: ExportResult): HandbackExportView {
  if (!result.ok) {
    // The refusal as content words it (`pnpm content export` says the same); asking for sections
    // the locale lacks is not found, the rest a state of this copy.
    return {
      ok: false,
      status: result.problem.code === EXPORT_UNKNOWN_IDS ? 404 : 409,
      problem: result.problem,
    };
  }
  const { bundle } = result;
  // A git starting point named by its first 12 hex digits, as `git log --oneline` would.
  const start = bundle.startingPoint.replace(/^git:([0-9a-f]{12})[0-9a-f]+$/, 'git:$1');
  if (bundle.sections.length === 0) {
    return {
      ok: false,
      status: 409,
      problem: { code: 'workbench.refused.nothing-changed', params: { start } },
    };
  }
  return {
    ok: true,
    view: {
      file: `handback-${locale}-${bundle.exported.slice(0, 10)}.json`,
      text: serializeHandbackBundle(bundle),
      count: bundle.sections.length,
      reviewed: bundle.sections.filter((section) => section.review !== null).length,
      start,
    },
  };
}
