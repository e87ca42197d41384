/**
 * One lock for every writer of a content tree, in every process (the workbench, `content import`,
 * `stamp`, `review`, notes): a lock file made with O_EXCL (`<root>/.write.lock`) holding the
 * holder's pid, host, start time and a random nonce. A writer reads, compares and renames inside
 * it, so two writers can no longer both read the same bytes and the later rename drop the other's
 * change (a lost update). A writer that cannot get the lock within its wait refuses with the
 * holder's pid; a lock left by a process that is gone (same host) or older than STALE_LOCK_MS is
 * broken. The lock is re-entrant within a process: a save that takes it may call the writer that
 * takes it again. No native dependency: open(O_EXCL), rename and link are atomic on every local
 * file system.
 */
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  linkSync,
  openSync,
  readFileSync,
  realpathSync,
  renameSync,
  statSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

/** The lock file, at the content root (ignored by git and by the loader). */
export const LOCK_FILE = '.write.lock';
/** How long a writer waits for the lock before it refuses (a write holds it for milliseconds). */
export const LOCK_WAIT_MS = 10_000;
/** The wait writers use when they name none (tests shorten it). */
export const lockWait = { ms: LOCK_WAIT_MS };
/** A lock older than this is left over from a writer that hung or crashed on another host. */
export const STALE_LOCK_MS = 60_000;

/** Another writer held the lock for the whole wait. */
export class ContentLockBusyError extends Error {
  constructor(
    /** The holder's pid, when the lock file says. */
    readonly holder: number | null,
    readonly waitedMs: number,
  ) {
    super(`content files are being written by process ${holder ?? '?'} (waited ${waitedMs} ms)`);
  }
}

interface Holder {
  pid: number;
  host: string;
  since: number;
  nonce: string;
}

/** Locks this process holds, by lock file, with how many times each is taken. */
const held = new Map<string, { nonce: string; depth: number }>();

const SLEEPER = new Int32Array(new SharedArrayBuffer(4));
function sleep(ms: number): void {
  Atomics.wait(SLEEPER, 0, 0, ms);
}

function lockPath(root: string): string {
  let real = path.resolve(root);
  try {
    real = realpathSync(root);
  } catch {
    // A root that does not exist yet: its path as given.
  }
  return path.join(real, LOCK_FILE);
}

function readHolder(file: string): { text: string; holder: Holder | null; mtime: number } | null {
  try {
    const text = readFileSync(file, 'utf8');
    const mtime = statSync(file).mtimeMs;
    try {
      const holder = JSON.parse(text) as Holder;
      return { text, holder: typeof holder.pid === 'number' ? holder : null, mtime };
    } catch {
      return { text, holder: null, mtime };
    }
  } catch {
    return null;
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether the lock described is left over: its process is gone, or it is too old. */
function isStale(found: { holder: Holder | null; mtime: number }, file: string): boolean {
  const now = Date.now();
  const { holder } = found;
  // A lock file being written this instant has no holder yet: give it a moment.
  if (holder === null) return now - found.mtime > 2000;
  if (now - holder.since > STALE_LOCK_MS) return true;
  if (holder.host !== hostname()) return false;
  // This process's pid but not a lock it holds: a copy of the tree made while it held it.
  if (holder.pid === process.pid) return held.get(file)?.nonce !== holder.nonce;
  return !alive(holder.pid);
}

/** Remove a stale lock, unless another writer replaced it meanwhile (then it is put back). */
function breakStale(file: string, seen: string): void {
  const aside = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.stale`;
  try {
    renameSync(file, aside);
  } catch {
    return;
  }
  try {
    if (readFileSync(aside, 'utf8') !== seen) {
      // A fresh lock was taken between the read and the rename: give it back (link never replaces).
      try {
        linkSync(aside, file);
      } catch {
        // Someone holds a newer one already; the fresh one's owner will find its lock gone and
        // its release is harmless. Writes stay checked against the bytes on disk.
      }
    }
  } finally {
    try {
      unlinkSync(aside);
    } catch {
      // Gone already.
    }
  }
}

function tryTake(file: string): string | null {
  const nonce = randomBytes(8).toString('hex');
  let fd: number;
  try {
    fd = openSync(file, 'wx', 0o644);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return null;
    throw error;
  }
  try {
    const holder: Holder = { pid: process.pid, host: hostname(), since: Date.now(), nonce };
    writeSync(fd, JSON.stringify(holder));
  } finally {
    closeSync(fd);
  }
  return nonce;
}

function release(file: string, nonce: string): void {
  const found = readHolder(file);
  if (found?.holder?.nonce !== nonce) return;
  try {
    unlinkSync(file);
  } catch {
    // Broken by another writer as stale: nothing to release.
  }
}

/**
 * Run `work` holding the content tree's write lock. Throws ContentLockBusyError when another
 * writer holds it for longer than `waitMs`.
 */
export function withContentLock<T>(root: string, work: () => T, options: { waitMs?: number } = {}): T {
  const file = lockPath(root);
  const mine = held.get(file);
  if (mine) {
    mine.depth += 1;
    try {
      return work();
    } finally {
      mine.depth -= 1;
    }
  }
  const waitMs = options.waitMs ?? lockWait.ms;
  const started = Date.now();
  let nonce = tryTake(file);
  let pause = 2;
  while (nonce === null) {
    const found = readHolder(file);
    if (found && isStale(found, file)) breakStale(file, found.text);
    else if (Date.now() - started >= waitMs) {
      throw new ContentLockBusyError(found?.holder?.pid ?? null, Date.now() - started);
    } else {
      sleep(pause + Math.floor(Math.random() * pause));
      pause = Math.min(pause * 2, 50);
    }
    nonce = tryTake(file);
  }
  held.set(file, { nonce, depth: 1 });
  try {
    return work();
  } finally {
    held.delete(file);
    release(file, nonce);
  }
}
