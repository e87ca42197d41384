/**
 * Whether a file still holds the bytes a writer read (or wrote): the compare every content writer
 * makes inside the content lock before it replaces or removes a file (write-content-file.ts,
 * remove-content-file.ts), and after it wrote; ifStillOnDisk makes a change under both.
 */
import { readFileSync, statSync } from 'node:fs';
import { containedPath } from './contained-path.ts';
import { underContentLock } from './under-content-lock.ts';
import type { WriteOutcome, WriteRefusal } from './write-refusal.ts';

/** Whether `target` holds exactly `bytes` (null: no readable file there). */
export function stillOnDisk(target: string, bytes: Uint8Array | null): boolean {
  let onDisk: Buffer | null;
  try {
    onDisk = readFileSync(target);
  } catch {
    onDisk = null;
  }
  return bytes === null ? onDisk === null : onDisk?.equals(Buffer.from(bytes)) === true;
}

/**
 * `change` on `file` (resolved inside the content root: a link leading outside it is refused),
 * inside the lock every writer takes and only while the file on disk is still `before`: no other
 * writer's rename can fall between the caller's read and this change (a lost update).
 */
export function ifStillOnDisk(
  root: string,
  file: string,
  before: Uint8Array | null,
  change: (target: string) => WriteOutcome,
): WriteOutcome {
  const resolved = resolveTarget(root, file);
  if (!resolved.ok) return { ok: false, refusal: resolved.refusal };
  const { target } = resolved;
  return underContentLock(
    root,
    file,
    (): WriteOutcome => {
      if (!stillOnDisk(target, before))
        return { ok: false, refusal: { code: 'content.write.file-changed-on-disk', file, params: {} } };
      return change(target);
    },
    (refusal) => ({ ok: false, refusal }),
  );
}

/** The refusal of `file`, whose path a link leads outside the content root (`link`, to `target`). */
export function outsideContent(
  file: string,
  { link, target }: { link: string; target: string },
): WriteRefusal {
  return { code: 'content.write.outside-content', file, params: { link, target } };
}

/** Where to write `file`: its real path, every component inside the content root, a regular file or none yet. */
function resolveTarget(
  root: string,
  file: string,
): { ok: true; target: string } | { ok: false; refusal: WriteRefusal } {
  const contained = containedPath(root, file);
  if (!contained.ok) return { ok: false, refusal: outsideContent(file, contained) };
  if (contained.exists) {
    try {
      if (!statSync(contained.target).isFile()) throw new Error('not a file');
    } catch {
      return { ok: false, refusal: { code: 'content.write.not-regular-file', file, params: {} } };
    }
  }
  return { ok: true, target: contained.target };
}
