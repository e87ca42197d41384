/**
 * A workbench writer waits for the content tree's write lock on timers, never on the request
 * thread: other requests (the overview, checks, other sections) are answered while another program
 * holds it. When the lock stays held for the whole wait, or its path is no lock file, the answer is
 * a 503 whose problem names the holder or the lock file (how to clear it); the work then never
 * runs. The work itself runs synchronously once the lock is taken, so the content writers it calls
 * take the lock again (re-entrant) without waiting.
 */
import { underContentLockAsync } from '@polyhedral/content';
import type { Context } from 'hono';
import { refuse } from './refuse.ts';

type LockedWork<T> = { ok: true; value: T } | { ok: false; refusal: Response };

export async function whenLockFree<T>(
  c: Context,
  root: string,
  file: string,
  work: () => T,
): Promise<LockedWork<T>> {
  return underContentLockAsync<LockedWork<T>>(
    root,
    file,
    () => ({ ok: true as const, value: work() }),
    (refusal) => ({
      ok: false as const,
      refusal: refuse(c, 503, refusal.code, { ...refusal.params, file: refusal.file }),
    }),
  );
}
