/**
 * Write a file atomically: a temporary file in the same folder, fsync, rename over the target,
 * fsync of the folder where the platform allows it. The file keeps its mode.
 */
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  fchmodSync,
  fsyncSync,
  openSync,
  renameSync,
  statSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';

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
