/**
 * removeContentFile: the one way a tool removes a content file (a derived locale's hand-written
 * page file whose last hand-written section a rejection took out: derive/drop-derived-section.ts).
 * As writeContentFile: the path is resolved inside the content root (a link leading outside it is
 * refused), it must be a regular file, and it is removed only when the file on disk is still the
 * one the caller read, inside the content tree's lock every writer takes.
 */
import { unlinkSync } from 'node:fs';
import { ifStillOnDisk } from './still-on-disk.ts';
import type { WriteOutcome } from './write-refusal.ts';

export function removeContentFile(root: string, file: string, before: Uint8Array): WriteOutcome {
  return ifStillOnDisk(root, file, before, (target) => {
    unlinkSync(target);
    return { ok: true, changed: true };
  });
}
