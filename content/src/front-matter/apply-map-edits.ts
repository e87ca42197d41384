/**
 * Apply front matter map edits (edit-map-entries.ts) to content files, all or nothing: every
 * file is read and edited in memory first; only when no file is refused are the changed ones
 * written, each atomically (a temporary file in the same folder, fsync, rename over the
 * original). Shared by `pnpm content stamp` and `pnpm content review`.
 */
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  fchmodSync,
  fsyncSync,
  openSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';
import type { ContentModel, TranslatedLocale } from '../model/types.ts';
import { type EditRefusal, editMapEntries, type MissingEntries } from './edit-map-entries.ts';

/** A refusal in one file (path relative to the content root). */
export interface FileRefusal extends EditRefusal {
  file: string;
}

/** One file's edit, computed but not written. */
export interface PlannedEdit {
  file: string;
  before: Buffer;
  after: Buffer;
  changed: boolean;
  /** Entry ID -> value before the edit (undefined when inserted). */
  previous: ReadonlyMap<string, unknown>;
}

export interface MapEditPlan {
  planned: PlannedEdit[];
  refused: FileRefusal[];
}

/** `file:line: <what> — <what to do>` with the file as the user should see it. */
export function formatRefusal(refusal: EditRefusal, shownFile: string): string {
  return `${shownFile}:${refusal.line}: ${refusal.problem} — ${refusal.fix}`;
}

/** Read and edit every file in memory; nothing is written. */
export function planMapEdits(
  root: string,
  map: string,
  missing: MissingEntries,
  edits: ReadonlyMap<string, ReadonlyMap<string, string>>,
): MapEditPlan {
  const planned: PlannedEdit[] = [];
  const refused: FileRefusal[] = [];
  for (const [file, values] of edits) {
    const before = readFileSync(path.join(root, file));
    const result = editMapEntries(before, { map, values, missing });
    if (!result.ok) {
      refused.push({ file, ...result.refusal });
      continue;
    }
    planned.push({ file, before, after: result.bytes, changed: result.changed, previous: result.previous });
  }
  return { planned, refused };
}

/**
 * Why the stamp or review tools cannot find `id` in `locale`: the files of that locale whose
 * front matter did not load (so their sections are not in the model) and that hold the section
 * (any such file when `id` is null). One refusal per file: the editor's own (no front matter,
 * duplicate ID, tabs, invalid YAML...) or else the loader's first problem. Empty when none.
 */
export function unloadedFileRefusals(
  model: ContentModel,
  locale: TranslatedLocale,
  id: string | null,
  map: string,
): FileRefusal[] {
  const refusals: FileRefusal[] = [];
  for (const file of model.files) {
    if (file.collection !== locale || file.frontMatter !== null) continue;
    if (id !== null && file.name !== id && !file.body.includes(`{#${id}}`)) continue;
    const bytes = readFileSync(path.join(model.root, file.file));
    const probe = editMapEntries(bytes, {
      map,
      values: new Map([[id ?? file.name, 'draft']]),
      missing: 'insert',
    });
    if (!probe.ok) {
      refusals.push({ file: file.file, ...probe.refusal });
      continue;
    }
    const diagnostic = model.diagnostics.find((candidate) => candidate.file === file.file);
    refusals.push({
      file: file.file,
      line: diagnostic?.line ?? 1,
      problem: `the front matter does not load (${diagnostic?.message ?? 'invalid front matter'})`,
      fix: 'fix it first (`pnpm content check` shows every problem)',
    });
  }
  return refusals;
}

/** Write `data` to `target` atomically: temp file in the same folder, fsync, rename. */
export function writeFileAtomic(target: string, data: Uint8Array): void {
  const folder = path.dirname(target);
  const temp = path.join(
    folder,
    `.${path.basename(target)}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`,
  );
  let mode = 0o644;
  try {
    mode = statSync(target).mode & 0o7777;
  } catch {
    // A new file: default mode.
  }
  const fd = openSync(temp, 'wx', mode);
  try {
    try {
      fchmodSync(fd, mode);
      let written = 0;
      while (written < data.byteLength) written += writeSync(fd, data, written, data.byteLength - written);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temp, target);
  } catch (error) {
    try {
      unlinkSync(temp);
    } catch {
      // Already gone.
    }
    throw error;
  }
  // Make the rename itself durable where the platform allows it.
  try {
    const folderFd = openSync(folder, 'r');
    try {
      fsyncSync(folderFd);
    } finally {
      closeSync(folderFd);
    }
  } catch {
    // Not supported (e.g. Windows): the rename is still atomic.
  }
}

/**
 * Write the changed files of a plan. A file that changed on disk since it was read is refused
 * (all of them are checked before the first write).
 */
export function writePlannedEdits(root: string, planned: readonly PlannedEdit[]): FileRefusal[] {
  const refused: FileRefusal[] = [];
  for (const edit of planned) {
    if (!edit.changed) continue;
    if (!readFileSync(path.join(root, edit.file)).equals(edit.before)) {
      refused.push({
        file: edit.file,
        line: 1,
        problem: 'the file changed on disk while it was being edited',
        fix: 'run the command again',
      });
    }
  }
  if (refused.length > 0) return refused;
  for (const edit of planned) {
    if (edit.changed) writeFileAtomic(path.join(root, edit.file), edit.after);
  }
  return [];
}
