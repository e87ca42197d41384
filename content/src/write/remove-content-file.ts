/**
 * removeContentFile: the one way a tool removes a content file (a zh-hant page file a rejection left
 * with nothing hand-written), as writeContentFile writes one: resolved inside the content root, a
 * regular file, still the one the caller read, inside the content lock.
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
