/**
 * Accepting a correction with its approval writes the section's text, then the acceptance record:
 * a disk that fills between them must not leave the text written while the command says "Nothing
 * was changed". The section's file is kept as it was; when the record's write fails on a file-system
 * fault, the file is put back whole (writeFileAtomic, the project's own, as for every content file)
 * and the fault goes on. When it cannot be put back and is read not to be the earlier text, the
 * caller is told the text stayed (`partly`).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileFaultOf } from '../write/file-fault.ts';
import { stillOnDisk } from '../write/still-on-disk.ts';
import { writeFileAtomic } from '../write/write-file-atomic.ts';

export type RestoreOutcome<T> =
  | { ok: true; value: T }
  | { ok: false; partly: { file: string; errno: string } };

/** The bytes of `file` (relative to `root`) as they are now, to put back; null when there is no such file. */
export function snapshotOf(root: string, file: string | undefined): { file: string; bytes: Buffer } | null {
  if (file === undefined) return null;
  const target = path.join(root, file);
  return existsSync(target) ? { file: target, bytes: readFileSync(target) } : null;
}

/**
 * Runs `write` (the acceptance record's write) after the text was written; on a file-system fault
 * puts `before` back and throws the fault on; when it cannot (no file to put back, or that write
 * fails too), says so.
 */
export function restoringOnFault<T>(
  before: { file: string; bytes: Buffer } | null,
  write: () => T,
): RestoreOutcome<T> {
  try {
    return { ok: true, value: write() };
  } catch (error) {
    const fault = fileFaultOf(error);
    if (!fault) throw error;
    if (before) {
      try {
        writeFileAtomic(before.file, before.bytes);
      } catch {
        // Not put back: said as such only when the file truly is not the earlier text.
        if (!stillOnDisk(before.file, before.bytes))
          return { ok: false, partly: { file: fault.file, errno: fault.errno } };
      }
      throw error;
    }
    return { ok: false, partly: { file: fault.file, errno: fault.errno } };
  }
}
