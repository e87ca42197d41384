/**
 * The content lock's two refusals, apart from the lock itself (content-lock.ts): the CLI's start
 * words them without loading the lock's file, process and crypto modules.
 */
import type { WriteRefusal } from './write-refusal.ts';

/** Another writer held the lock for the whole wait (one holding, not writers taking turns). */
export class ContentLockBusyError extends Error {
  /** The holder's pid, when the lock file says. */
  readonly holder: number | null;
  readonly waitedMs: number;
  /** The lock file's full path (to delete when the holder is no content writer). */
  readonly lockFile: string;
  constructor(holder: number | null, waitedMs: number, lockFile: string) {
    super(`content files are being written by process ${holder ?? '?'} (waited ${waitedMs} ms)`);
    this.holder = holder;
    this.waitedMs = waitedMs;
    this.lockFile = lockFile;
  }
}

/** What a lock path that no writer can use is. */
export type InvalidLockKind = 'directory' | 'symlink' | 'not-regular' | 'unreadable';

/** The lock path is not a lock file (a folder, a link, a pipe) or cannot be read: refused at once. */
export class ContentLockInvalidError extends Error {
  readonly lockFile: string;
  readonly kind: InvalidLockKind;
  constructor(lockFile: string, kind: InvalidLockKind) {
    super(`${lockFile} is not a lock file a content writer made (${kind}); remove it if no writer runs`);
    this.lockFile = lockFile;
    this.kind = kind;
  }
}

/**
 * The refusal of a writer that could not take the content tree's lock: another writer held it for
 * the whole wait (`locked`, naming the holder and the lock file to delete if the holder is no
 * writer), or the lock path is no lock file (`lock-invalid`, naming it); null for any other error.
 */
export function lockRefusalOf(error: unknown, file: string): WriteRefusal | null {
  if (error instanceof ContentLockBusyError) {
    const seconds = Math.round(error.waitedMs / 100) / 10;
    const params = { pid: error.holder ?? '?', seconds, lock: error.lockFile };
    return { code: 'content.write.locked', file, params };
  }
  if (error instanceof ContentLockInvalidError)
    return { code: 'content.write.lock-invalid', file, params: { lock: error.lockFile, kind: error.kind } };
  return null;
}
