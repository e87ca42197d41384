/**
 * What POST /api/handback/:locale answers: the hand-back bundle as a file for the page to save
 * (its name, text and counts), or the problem (no starting point, nothing changed since it).
 */
import { type ExportResult, type ReaderLocale, serializeHandbackBundle } from '@polyhedral/content';
import type { HandbackResponse, Problem } from '../../shared/api-types.ts';

export type HandbackExportView =
  | { ok: true; view: HandbackResponse }
  | { ok: false; status: 404 | 409; problem: Problem };

const EXPORT_PROBLEMS = {
  'no-starting-point': 'workbench.refused.no-starting-point',
  'record-unreadable': 'workbench.refused.record-unreadable',
  'unknown-ids': 'workbench.refused.unknown-section',
} as const;

export function handbackExportView(locale: ReaderLocale, result: ExportResult): HandbackExportView {
  if (!result.ok) {
    return {
      ok: false,
      status: result.problem === 'unknown-ids' ? 404 : 409,
      problem: { code: EXPORT_PROBLEMS[result.problem], params: {} },
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
