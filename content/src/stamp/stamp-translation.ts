/**
 * stampTranslation: record the current English hash of sections in a translation's `translation:`
 * block, marking them current; every other byte stays (edit-map-entries.ts). All or nothing: an
 * unknown ID or a file that cannot be edited safely writes nothing.
 */

import { hashedText, pruneEnglishStore, storeEnglish } from '../history/english-store.ts';
import type { ContentModel, ReaderLocale } from '../model/types.ts';
import { hasTranslation } from '../resolve/has-translation.ts';
import {
  type FileRefusal,
  lockFileRefusal,
  planMapEdits,
  unloadedFileRefusals,
  writePlannedEdits,
} from '../write/apply-map-edits.ts';
import { underContentLock } from '../write/under-content-lock.ts';

export interface StampResult {
  /** File (relative to the content root) -> IDs stamped in it (would be, with `dryRun`). */
  stamped: Record<string, string[]>;
  /** IDs that could not be stamped: not translated in the locale, or not in English. */
  unknown: string[];
  /** Files that cannot be edited safely (nothing is written when this or `unknown` is non-empty). */
  refused: FileRefusal[];
}

/** Writes the files unless `dryRun` or a problem was found; returns what was (or would be) stamped. */
export function stampTranslation(
  model: ContentModel,
  locale: ReaderLocale,
  ids: readonly string[] | 'all',
  options: { dryRun?: boolean } = {},
): StampResult {
  // Read, plan and write inside the content tree's write lock: another process's write to the
  // same files falls before or after, never between.
  return underContentLock(
    model.root,
    `${locale}/`,
    () => stampLocked(model, locale, ids, options),
    (refusal) => ({ stamped: {}, unknown: [], refused: [lockFileRefusal(refusal)] }),
  );
}

function stampLocked(
  model: ContentModel,
  locale: ReaderLocale,
  ids: readonly string[] | 'all',
  options: { dryRun?: boolean },
): StampResult {
  const wanted =
    ids === 'all'
      ? [...model.sections.keys()].filter(
          (id) => model.sections.get(id)?.en && hasTranslation(model, locale, id),
        )
      : [...new Set(ids)];
  const perFile = new Map<string, Map<string, string>>();
  const unknown: string[] = [];
  const refused: FileRefusal[] =
    ids === 'all' ? unloadedFileRefusals(model, locale, null, 'translation') : [];
  for (const id of wanted) {
    const entry = model.sections.get(id);
    const local = entry?.[locale];
    if (!local) {
      const unloaded = unloadedFileRefusals(model, locale, id, 'translation');
      if (unloaded.length === 0) unknown.push(id);
      for (const refusal of unloaded) {
        if (!refused.some((known) => known.file === refusal.file)) refused.push(refusal);
      }
      continue;
    }
    if (!entry?.en) {
      unknown.push(id);
      continue;
    }
    const hashes = perFile.get(local.file) ?? new Map<string, string>();
    hashes.set(id, entry.en.hash);
    perFile.set(local.file, hashes);
  }
  const plan = planMapEdits(model.root, 'translation', 'insert', perFile);
  refused.push(...plan.refused);
  if (unknown.length > 0 || refused.length > 0) return { stamped: {}, unknown, refused };
  if (!options.dryRun) refused.push(...writePlannedEdits(model.root, plan.planned));
  if (refused.length > 0) return { stamped: {}, unknown, refused };
  const stamped: Record<string, string[]> = {};
  for (const [file, hashes] of perFile) stamped[file] = [...hashes.keys()];
  if (!options.dryRun) keepStampedEnglish(model, perFile);
  return { stamped, unknown, refused };
}

/** Store the English the new stamps name; remove the stored texts no stamp names (history/english-store.ts). */
function keepStampedEnglish(
  model: ContentModel,
  perFile: ReadonlyMap<string, ReadonlyMap<string, string>>,
): void {
  const referenced = new Set<string>();
  for (const file of model.files) {
    const stampedHere = perFile.get(file.file);
    for (const [id, hash] of Object.entries(file.frontMatter?.translation ?? {})) {
      if (!stampedHere?.has(id)) referenced.add(hash);
    }
  }
  for (const hashes of perFile.values()) {
    for (const id of hashes.keys()) {
      const english = model.sections.get(id)?.en;
      if (english) referenced.add(storeEnglish(model.root, hashedText(english)));
    }
  }
  pruneEnglishStore(model.root, referenced);
}
