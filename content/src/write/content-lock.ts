/**
 * One lock for every writer of a content tree in every process: `<root>/.write.lock`, made with
 * O_EXCL, holding the holder's pid, host, start time and a nonce, so two writers never read the
 * same bytes and rename over each other (a lost update). Liveness before age: a lock of a live
 * process on this host is held however long (a paused writer keeps it), a dead one's is broken,
 * and only another host's is broken for its age (STALE_LOCK_MS). The holder's record is written
 * whole before the lock file appears (a temporary file linked into place), so a lock file that is
 * not such a record, whatever field is wrong, is no writer's at work and is judged at once: broken,
 * as a dead holder's is; a lock path that is no regular file or cannot be read is refused at once
 * (ContentLockInvalidError). Re-entrant within a process; a server waits with
 * withContentLockAsync. link and rename are atomic on local file systems.
 */
import { randomBytes } from 'node:crypto';
import {
  linkSync,
  lstatSync,
  readFileSync,
  realpathSync,
  renameSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import * as z from 'zod/mini';
import { namingFile } from './file-fault.ts';
import { ContentLockBusyError, ContentLockInvalidError } from './lock-refusal.ts';
import { processAlive } from './process-alive.ts';

export { ContentLockBusyError, ContentLockInvalidError };

/** The lock file, at the content root (ignored by git and by the loader). */
export const LOCK_FILE = '.write.lock';
/**
 * How long one holding of the lock may last before a waiting writer refuses (a write holds it for
 * milliseconds). The clock starts again whenever the lock changes hands: writers that take turns
 * are progress, however slow a busy machine makes each turn, so a normal save waits its turn
 * instead of being refused; only a holder that keeps the lock the whole time is named.
 */
export const LOCK_WAIT_MS = 10_000;
/** The wait writers use when they name none (tests shorten it). */
export const lockWait = { ms: LOCK_WAIT_MS };
/** A lock older than this is left over from a writer that hung or crashed on another host. */
export const STALE_LOCK_MS = 60_000;
/** How far in the future a holder's `since` may lie (another process's clock read a moment later). */
const CLOCK_SLACK_MS = 2000;

type Holder = { pid: number; host: string; since: number; nonce: string };

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

/** The holder a lock file's text records, or null when it is not a record this tool writes. */
function parseHolder(text: string, now: number): Holder | null {
  const holder = z.object({
    pid: z.int().check(z.positive()),
    host: z.string(),
    since: z.number().check(z.maximum(now + CLOCK_SLACK_MS)),
    nonce: z.string(),
  });
  try {
    const parsed = holder.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

type LockState = { kind: 'gone' } | { kind: 'file'; text: string; holder: Holder | null };

function inspect(file: string): LockState {
  let stats: ReturnType<typeof lstatSync>;
  try {
    stats = lstatSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { kind: 'gone' };
    throw new ContentLockInvalidError(file, 'unreadable');
  }
  if (stats.isSymbolicLink()) throw new ContentLockInvalidError(file, 'symlink');
  if (stats.isDirectory()) throw new ContentLockInvalidError(file, 'directory');
  if (!stats.isFile()) throw new ContentLockInvalidError(file, 'not-regular');
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { kind: 'gone' };
    throw new ContentLockInvalidError(file, 'unreadable');
  }
  const now = Date.now();
  return { kind: 'file', text, holder: parseHolder(text, now) };
}

function isStale(found: { holder: Holder | null }, file: string): boolean {
  const now = Date.now();
  const { holder } = found;
  // Not a holder's record (records appear whole): no writer's at work.
  if (holder === null) return true;
  if (holder.host === hostname()) {
    // This process's pid but not a lock it holds: a copy of the tree made while it held it.
    if (holder.pid === process.pid) return held.get(file)?.nonce !== holder.nonce;
    return !processAlive(holder.pid);
  }
  return now - holder.since > STALE_LOCK_MS;
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
  const holder: Holder = { pid: process.pid, host: hostname(), since: Date.now(), nonce };
  // The record written whole aside, then linked into place (link never replaces: O_EXCL's rule).
  const record = `${file}.${process.pid}.${nonce}.new`;
  try {
    writeFileSync(record, JSON.stringify(holder), { mode: 0o644, flag: 'wx' });
  } catch (error) {
    // A full disk: no partial record left behind.
    removeQuietly(record);
    throw namingFile(error, file);
  }
  try {
    linkSync(record, file);
    return nonce;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return null;
    throw namingFile(error, file);
  } finally {
    removeQuietly(record);
  }
}

function removeQuietly(file: string): void {
  try {
    unlinkSync(file);
  } catch {
    // Gone already.
  }
}

function release(file: string, nonce: string): void {
  let found: LockState;
  try {
    found = inspect(file);
  } catch {
    return;
  }
  if (found.kind !== 'file' || found.holder?.nonce !== nonce) return;
  try {
    unlinkSync(file);
  } catch {
    // Broken by another writer as stale: nothing to release.
  }
}

/** A lock another writer holds: its pid (null when the file names none) and that holding's record. */
interface Busy {
  holder: number | null;
  /** The lock file's text: another text is another holding (the nonce and `since` change). */
  holding: string | null;
}

/** One try at the lock: its nonce when taken (a stale lock is broken first), else who holds it. */
function attempt(file: string): { nonce: string } | Busy {
  const nonce = tryTake(file);
  if (nonce !== null) return { nonce };
  const found = inspect(file);
  if (found.kind === 'gone') return { holder: null, holding: null };
  if (isStale(found, file)) {
    breakStale(file, found.text);
    const again = tryTake(file);
    if (again !== null) return { nonce: again };
  }
  return { holder: found.holder?.pid ?? null, holding: found.text };
}

/**
 * The clock of a wait for the lock: how long the holding seen last has lasted. It starts again
 * when the lock changes hands (or is found gone between two tries).
 */
function holdingClock(): (busy: Busy) => number {
  let seen: string | null | undefined;
  let since = Date.now();
  return (busy) => {
    if (busy.holding === null || busy.holding !== seen) {
      seen = busy.holding;
      since = Date.now();
    }
    return Date.now() - since;
  };
}

function runHolding<T>(file: string, nonce: string, work: () => T): T {
  held.set(file, { nonce, depth: 1 });
  try {
    return work();
  } finally {
    held.delete(file);
    release(file, nonce);
  }
}

function reenter<T>(mine: { depth: number }, work: () => T): T {
  mine.depth += 1;
  try {
    return work();
  } finally {
    mine.depth -= 1;
  }
}

/**
 * The turns of a wait for the lock: each yields the pause before the next try; the last returns
 * `work`'s result, run holding the lock (ContentLockBusyError after `waitMs` of one holding).
 */
function* turns<T>(root: string, work: () => T, options: { waitMs?: number }): Generator<number, T> {
  const file = lockPath(root);
  const waitMs = options.waitMs ?? lockWait.ms;
  const holdingLasted = holdingClock();
  for (let pause = 2; ; pause = Math.min(pause * 2, 50)) {
    const mine = held.get(file);
    if (mine) return reenter(mine, work);
    const tried = attempt(file);
    if ('nonce' in tried) return runHolding(file, tried.nonce, work);
    const lasted = holdingLasted(tried);
    if (lasted >= waitMs) throw new ContentLockBusyError(tried.holder, lasted, file);
    yield pause + Math.floor(Math.random() * pause);
  }
}

/**
 * Run `work` holding the content tree's write lock, the thread asleep while it waits (command-line
 * tools); ContentLockBusyError after `waitMs` of one holding, ContentLockInvalidError at once.
 */
export function withContentLock<T>(root: string, work: () => T, options: { waitMs?: number } = {}): T {
  const wait = turns(root, work, options);
  for (let turn = wait.next(); ; turn = wait.next()) {
    if (turn.done) return turn.value;
    sleep(turn.value);
  }
}

/**
 * withContentLock for a server: the wait is on timers, so other requests are answered meanwhile;
 * `work` runs synchronously once the lock is taken (no other request of this process runs while
 * it is held, so the re-entrant writers inside it cannot mistake another request's hold for
 * their own).
 */
export async function withContentLockAsync<T>(
  root: string,
  work: () => T,
  options: { waitMs?: number } = {},
): Promise<T> {
  const wait = turns(root, work, options);
  for (let turn = wait.next(); ; turn = wait.next()) {
    if (turn.done) return turn.value;
    await delay(turn.value);
  }
}
