/**
 * Accepting a correction with its approval writes two files: the section's text, then the
 * acceptance record. A disk that fills between them used to leave the text written while the
 * command said "Nothing was changed" (issue 88, Low list). The section's file is kept as it was
 * before the text was written; when the record's write fails on a file-system fault, the file is put
 * back byte for byte (written in place: the new text's blocks are freed first, so a full disk takes
 * it) and the fault goes on, so "Nothing was changed" is true. When even that fails, the caller is
 * told the text stayed (`partly`), to say so instead.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileFaultOf } from '../write/file-fault.ts';

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
        writeFileSync(before.file, before.bytes);
      } catch {
        return { ok: false, partly: { file: fault.file, errno: fault.errno } };
      }
      throw error;
    }
    return { ok: false, partly: { file: fault.file, errno: fault.errno } };
  }
}
