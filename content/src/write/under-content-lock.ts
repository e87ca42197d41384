import { withContentLock, withContentLockAsync } from './content-lock.ts';
import { lockRefusalOf } from './lock-refusal.ts';
import type { WriteRefusal } from './write-refusal.ts';

/** `refused` with the lock's refusal (lockRefusalOf); any other error is thrown on. */
function lockRefused<T>(error: unknown, file: string, refused: (refusal: WriteRefusal) => T): T {
  const refusal = lockRefusalOf(error, file);
  if (refusal) return refused(refusal);
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
export function underContentLockAsync<T>(
  root: string,
  file: string,
  work: () => T,
  refused: (refusal: WriteRefusal) => T,
): Promise<T> {
  return withContentLockAsync(root, work).catch((error: unknown) => lockRefused(error, file, refused));
}
