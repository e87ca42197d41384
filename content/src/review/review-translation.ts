/**
 * reviewTranslation: a native reviewer has read sections drafted in this project; change their
 * `review:` entries to `reviewed` with who, when and the hash of the text they read
 * (`reviewedBy:`, `reviewedOn:`, `reviewedText:`): a later change to the text drops the credit
 * (the loader then gives the section as `edited`). A reviewer must be named. The section must pass
 * the review gate (review-blockers.ts). Only those entries change
 * (front-matter/edit-map-entries.ts, the editor `stamp` uses). All or nothing: when a section is
 * unknown, was not drafted here (no `review:` entry) or a file cannot be edited safely, no file
 * is written.
 */

import type { Diagnostic } from '../findings/diagnostic.ts';
import {
  type FileRefusal,
  lockFileRefusal,
  planMapEdits,
  unloadedFileRefusals,
  writePlannedEdits,
} from '../front-matter/apply-map-edits.ts';
import { editMapEntries } from '../front-matter/edit-map-entries.ts';
import type { ContentModel, ReaderLocale } from '../model/types.ts';
import { reviewedTextHash } from '../sections/reviewed-text-hash.ts';
import { underContentLock } from '../write/write-content-file.ts';
import { type ReviewBlockerOptions, reviewBlockers } from './review-blockers.ts';

export interface ReviewResult {
  /** File (relative to the content root) -> IDs marked reviewed in it (would be, with `dryRun`). */
  reviewed: Record<string, string[]>;
  /** File -> IDs that were already `reviewed` (left as they are). */
  already: Record<string, string[]>;
  /** IDs that are not sections of the locale. */
  unknown: string[];
  /** Sections of the locale with no `review:` entry: their text was not drafted here. */
  notDrafted: { id: string; file: string }[];
  /** Files that cannot be edited safely. */
  refused: FileRefusal[];
  /** Sections with findings `content check` treats as errors (review-blockers.ts): not reviewable yet. */
  blocked: { id: string; findings: Diagnostic[] }[];
}

function add(record: Record<string, string[]>, file: string, id: string): void {
  record[file] = [...(record[file] ?? []), id];
}

/** Mark `ids` of `locale` reviewed; writes the files unless `dryRun` or a problem was found. */
export function reviewTranslation(
  model: ContentModel,
  locale: ReaderLocale,
  ids: readonly string[],
  options: ReviewOptions,
): ReviewResult {
  // Read, plan and write inside the content tree's write lock (see stampTranslation).
  return underContentLock(
    model.root,
    `${locale}/`,
    () => reviewLocked(model, locale, ids, options),
    (refusal) => ({
      reviewed: {},
      already: {},
      unknown: [],
      notDrafted: [],
      refused: [lockFileRefusal(refusal)],
      blocked: [],
    }),
  );
}

type ReviewOptions = { dryRun?: boolean; reviewer: { by: string; on: string } } & ReviewBlockerOptions;

function reviewLocked(
  model: ContentModel,
  locale: ReaderLocale,
  ids: readonly string[],
  options: ReviewOptions,
): ReviewResult {
  const perFile = new Map<string, Map<string, string>>();
  /** File -> IDs already reviewed in the very text they have now. */
  const alreadyPerFile = new Map<string, string[]>();
  const result: ReviewResult = {
    reviewed: {},
    already: {},
    unknown: [],
    notDrafted: [],
    refused: [],
    blocked: [],
  };
  const texts = new Map<string, string>();
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
    if (local.review === 'reviewed') {
      alreadyPerFile.set(local.file, [...(alreadyPerFile.get(local.file) ?? []), id]);
      continue;
    }
    const values = perFile.get(local.file) ?? new Map<string, string>();
    values.set(id, 'reviewed');
    perFile.set(local.file, values);
    texts.set(id, reviewedTextHash(local.markdown));
  }
  const plan = planMapEdits(model.root, 'review', 'refuse', perFile);
  result.refused.push(...plan.refused);
  // Who, when and which text, beside the state: `reviewedBy:`, `reviewedOn:`, `reviewedText:`, in
  // the same write. A section edited after an earlier review gets its new record the same way.
  const reviewer = options.reviewer;
  for (const edit of plan.planned) {
    const marked = [...perFile.get(edit.file)!.keys()];
    let bytes = edit.after;
    for (const [map, entryOf] of [
      ['reviewedBy', () => reviewer.by],
      ['reviewedOn', () => reviewer.on],
      ['reviewedText', (id: string) => texts.get(id)!],
    ] as const) {
      const edited = editMapEntries(bytes, {
        map,
        values: new Map(marked.map((id) => [id, entryOf(id)])),
        missing: 'insert',
      });
      if (!edited.ok) {
        result.refused.push({ file: edit.file, ...edited.refusal });
        break;
      }
      bytes = edited.bytes;
    }
    edit.after = bytes;
    edit.changed = !bytes.equals(edit.before);
  }
  if (
    result.unknown.length > 0 ||
    result.notDrafted.length > 0 ||
    result.refused.length > 0 ||
    result.blocked.length > 0
  ) {
    return result;
  }
  if (!options.dryRun) result.refused.push(...writePlannedEdits(model.root, plan.planned));
  if (result.refused.length > 0) return result;
  for (const edit of plan.planned) {
    for (const id of perFile.get(edit.file)!.keys()) add(result.reviewed, edit.file, id);
  }
  for (const [file, already] of alreadyPerFile) for (const id of already) add(result.already, file, id);
  return result;
}
