/**
 * Accepting a correction with its approval writes two files: the section's text, then the
 * acceptance record. A disk that fills between them used to leave the text written while the
 * command said "Nothing was changed" (issue 88, Low list). The section's file is kept as it was
 * before the text was written; when the record's write fails on a file-system fault, the file is put
 * back byte for byte and the fault goes on, so "Nothing was changed" is true. The file is put back
 * whole or not at all (write-file-atomic.ts: a temporary file in the same folder renamed over it):
 * it used to be written in place, and a disk that filled during that write left it cut short while
 * the command said the text stayed. The project's own writeFileAtomic is used rather than the npm
 * package of that name: no package of the workspace depends on it, and every other content file
 * is written through this one. When the file cannot be put back, it is read again: only if it is
 * not the earlier text is the caller told the text stayed (`partly`); if it is, the fault goes on.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileFaultOf } from '../write/file-fault.ts';
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
        if (!sameBytes(before.file, before.bytes))
          return { ok: false, partly: { file: fault.file, errno: fault.errno } };
      }
      throw error;
    }
    return { ok: false, partly: { file: fault.file, errno: fault.errno } };
  }
}

/** Whether `file` holds exactly `bytes` (false when it cannot be read). */
function sameBytes(file: string, bytes: Buffer): boolean {
  try {
    return readFileSync(file).equals(bytes);
  } catch {
    return false;
  }
}
