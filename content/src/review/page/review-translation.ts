/**
 * reviewTranslation: record a decision on drafted sections as their approval records
 * (`approvals/<locale>/<RuleID>.json`): a registered reviewer's signed approvals (`records`), or the
 * maintainer's signed acceptances (shown as such, never as a review), each checked to be for the
 * section's text and English now; an unsigned acceptance is never written. The front matter is not
 * touched: the loader derives "reviewed" from the record, so a later change drops the credit by
 * itself. All or nothing: a section unknown, not drafted here, blocked by the review gate
 * (review-blockers.ts) or whose record does not fit writes nothing.
 */

import type { Diagnostic } from '../../findings/diagnostic.ts';
import type { ContentModel, ReaderLocale } from '../../model/types.ts';
import { englishFullHash } from '../../sections/section-hash.ts';
import { sectionTextHash } from '../../sections/section-text-hash.ts';
import { type FileRefusal, lockFileRefusal, unloadedFileRefusals } from '../../write/apply-map-edits.ts';
import { underContentLock } from '../../write/under-content-lock.ts';
import type { ApprovalRecord } from '../approval-record.ts';
import { writeApprovalRecord } from '../write-approval-record.ts';
import { type ReviewBlockerOptions, reviewBlockers } from './review-blockers.ts';

export interface ReviewResult {
  /** File (relative to the content root) -> IDs marked reviewed in it (would be, with `dryRun`). */
  reviewed: Record<string, string[]>;
  /** File -> IDs that were already `reviewed` (left as they are). */
  already: Record<string, string[]>;
  unknown: string[];
  /** Sections of the locale with no `review:` entry: their text was not drafted here. */
  notDrafted: { id: string; file: string }[];
  refused: FileRefusal[];
  /** Sections with findings `content check` treats as errors (review-blockers.ts): not reviewable yet. */
  blocked: { id: string; findings: Diagnostic[] }[];
}

function add(record: Record<string, string[]>, file: string, id: string): void {
  record[file] = [...(record[file] ?? []), id];
}

/** Approves `ids` of `locale`: writes their approval records unless `dryRun` or a problem was found. */
export function reviewTranslation(
  model: ContentModel,
  locale: ReaderLocale,
  ids: readonly string[],
  options: ReviewOptions,
): ReviewResult {
  return underContentLock(
    model.root,
    `${locale}/`,
    () => reviewLocked(model, locale, ids, options),
    (refusal) => ({ ...emptyResult(), refused: [lockFileRefusal(refusal)] }),
  );
}

function emptyResult(): ReviewResult {
  return { reviewed: {}, already: {}, unknown: [], notDrafted: [], refused: [], blocked: [] };
}

/** Whether the review wrote nothing: a section unknown, not drafted, refused or blocked. */
export function reviewRefused(result: ReviewResult): boolean {
  return [result.unknown, result.notDrafted, result.refused, result.blocked].some((list) => list.length > 0);
}

type ReviewOptions = {
  dryRun?: boolean;
  /**
   * The signed record of each section by ID: a registered reviewer's verified approval (recorded
   * as a review) or the maintainer's signed acceptance.
   */
  records: ReadonlyMap<string, ApprovalRecord>;
} & ReviewBlockerOptions;

function reviewLocked(
  model: ContentModel,
  locale: ReaderLocale,
  ids: readonly string[],
  options: ReviewOptions,
): ReviewResult {
  const result = emptyResult();
  const toWrite: { file: string; id: string; record: ApprovalRecord }[] = [];
  for (const id of new Set(ids)) {
    const local = model.sections.get(id)?.[locale];
    if (!local) {
      const unloaded = unloadedFileRefusals(model, locale, id, 'review');
      if (unloaded.length === 0) result.unknown.push(id);
      for (const refusal of unloaded) {
        if (!result.refused.some((known) => known.file === refusal.file)) result.refused.push(refusal);
      }
      continue;
    }
    if (!local.review) {
      result.notDrafted.push({ id, file: local.file });
      continue;
    }
    const findings = reviewBlockers(model, locale, id, options);
    if (findings.length > 0) {
      result.blocked.push({ id, findings });
      continue;
    }
    const signed = options.records.get(id);
    // A verified review stands; the maintainer's acceptance does not replace it (nor itself).
    if (
      local.review === 'reviewed' ||
      (signed?.kind === 'maintainer-acceptance' && local.review === 'accepted')
    ) {
      add(result.already, local.file, id);
      continue;
    }
    const textHash = sectionTextHash(local.markdown);
    const english = model.sections.get(id)?.en?.markdown;
    const englishHash = english === undefined ? null : englishFullHash(english);
    if (!signed || signed.textHash !== textHash || signed.englishHash !== englishHash) {
      // Not signed, or signed for another text or English than the file holds now: not this section's record.
      result.blocked.push({ id, findings: [] });
      continue;
    }
    toWrite.push({ file: local.file, id, record: signed });
  }
  if (reviewRefused(result)) return { ...result, already: {} };
  for (const { file, id, record } of toWrite) {
    // A disk fault is thrown as Node's error (the callers word it: write/file-fault.ts).
    if (!options.dryRun) writeApprovalRecord(model.root, record);
    add(result.reviewed, file, id);
  }
  return result;
}
