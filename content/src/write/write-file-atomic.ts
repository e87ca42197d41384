/**
 * Write a file atomically (a temporary file in the folder, fsync, rename, fsync of the folder where
 * allowed), keeping its mode; a killed writer's leftover `.<name>.<pid>.<hex>.tmp` goes at the next
 * write there. A disk or folder fault is thrown as Node's error (file-fault.ts words it).
 */
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  fchmodSync,
  fsyncSync,
  openSync,
  readdirSync,
  renameSync,
  statSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';
import { namingFile } from './file-fault.ts';
import { noteFileWritten } from './files-written.ts';
import { processAlive } from './process-alive.ts';

const LEFT_OVER = /^\..+\.(\d+)\.[0-9a-f]{12}\.tmp$/;

/** Remove the temporary files in `folder` whose writer is gone; the names removed. */
export function removeLeftOverTemps(folder: string): string[] {
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch {
    return [];
  }
  const removed: string[] = [];
  for (const name of names) {
    const match = LEFT_OVER.exec(name);
    if (!match || Number(match[1]) === process.pid || processAlive(Number(match[1]))) continue;
    try {
      unlinkSync(path.join(folder, name));
      removed.push(name);
    } catch {
      // Gone already, or not ours to remove: the write goes on.
    }
  }
  return removed;
}

export function writeFileAtomic(target: string, data: Uint8Array): void {
  const folder = path.dirname(target);
  removeLeftOverTemps(folder);
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
    throw namingFile(error, target);
  }
  noteFileWritten(target);
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
