/**
 * What every request must carry. All of /api: the Host the server was started on (no DNS
 * rebinding) and a session (workbench-session.ts: the HttpOnly cookie the printed address's token
 * was exchanged for, or, until that exchange, the token itself in the `X-Workbench-Token` header,
 * for scripts). Writes (POST) also: an `Origin` equal to the workbench's own and, when the browser
 * sends it, `Sec-Fetch-Site: same-origin`, so a page open in another tab cannot write files.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { refuse } from './refuse.ts';
import type { WorkbenchSessions } from './workbench-session.ts';

/** What is missing, as its message key (no session: the page says to open the printed address). */
export type GuardFailure = 'workbench.refused.host' | 'workbench.error.token' | 'workbench.refused.origin';

export function guardRequest(
  c: Context,
  sessions: WorkbenchSessions,
  allowedHosts: () => readonly string[],
): GuardFailure | null {
  const host = c.req.header('host') ?? new URL(c.req.url).host;
  if (!allowedHosts().includes(host)) return 'workbench.refused.host';
  if (!sessions.authorized(c)) return 'workbench.error.token';
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
    const origin = c.req.header('origin');
    if (!origin || !allowedHosts().some((allowed) => origin === `http://${allowed}`))
      return 'workbench.refused.origin';
    const site = c.req.header('sec-fetch-site');
    if (site !== undefined && site !== 'same-origin') return 'workbench.refused.origin';
  }
  return null;
}

/** The guard as middleware: a request that fails it is refused with a 403 and goes no further. */
export function requireGuard(
  sessions: WorkbenchSessions,
  allowedHosts: () => readonly string[],
): MiddlewareHandler {
  return async (c, next) => {
    const failure = guardRequest(c, sessions, allowedHosts);
    if (failure) return refuse(c, 403, failure);
    await next();
  };
}
