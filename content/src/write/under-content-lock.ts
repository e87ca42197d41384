/**
 * A writer's work inside the content tree's lock (content-lock.ts): a writer that could not take
 * it is refused with why (another writer held it, or the lock path is no lock file).
 */
import {
  ContentLockBusyError,
  ContentLockInvalidError,
  withContentLock,
  withContentLockAsync,
} from './content-lock.ts';
import type { WriteRefusal } from './write-refusal.ts';

/**
 * `refused` with the refusal of a writer that could not take the content tree's lock: another
 * writer held it for the whole wait (`locked`, naming the holder and the lock file to delete if the
 * holder is no writer), or the lock path is no lock file (`lock-invalid`, naming it); any other
 * error is thrown on.
 */
function lockRefused<T>(error: unknown, file: string, refused: (refusal: WriteRefusal) => T): T {
  if (error instanceof ContentLockBusyError) {
    const seconds = Math.round(error.waitedMs / 100) / 10;
    const params = { pid: error.holder ?? '?', seconds, lock: error.lockFile };
    return refused({ code: 'content.write.locked', file, params });
  }
  if (error instanceof ContentLockInvalidError)
    return refused({
      code: 'content.write.lock-invalid',
      file,
      params: { lock: error.lockFile, kind: error.kind },
    });
  throw error;
}

/**
 * Run a writer's read-compare-write inside the content tree's lock (content-lock.ts); a writer
 * that could not take it gets `refused(<why>)` back instead.
 */
export function underContentLock<T>(
  root: string,
  file: string,
  work: () => T,
  refused: (refusal: WriteRefusal) => T,
): T {
  try {
    return withContentLock(root, work);
  } catch (error) {
    return lockRefused(error, file, refused);
  }
}

/**
 * underContentLock for a server: the wait is on timers (other requests are answered meanwhile),
 * then `work` runs at once, holding the lock; the writers it calls take it again (re-entrant)
 * without waiting.
 */
export async function underContentLockAsync<T>(
  root: string,
  file: string,
  work: () => T,
  refused: (refusal: WriteRefusal) => T,
): Promise<T> {
  try {
    return await withContentLockAsync(root, work);
  } catch (error) {
    return lockRefused(error, file, refused);
  }
}
