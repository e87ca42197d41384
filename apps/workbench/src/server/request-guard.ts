/**
 * What every request must carry. All of /api: the Host the server was started on (no DNS
 * rebinding) and a session (workbench-session.ts: the HttpOnly cookie the printed address's token
 * was exchanged for, or, until that exchange, the token itself in the `X-Workbench-Token` header,
 * for scripts). Writes (POST) also: an `Origin` equal to the workbench's own and, when the browser
 * sends it, `Sec-Fetch-Site: same-origin`, so a page open in another tab cannot write files.
 */
import type { Context } from 'hono';
import type { WorkbenchSessions } from './workbench-session.ts';

export type GuardFailure = 'host' | 'token' | 'origin';

export function guardRequest(
  c: Context,
  sessions: WorkbenchSessions,
  allowedHosts: () => readonly string[],
): GuardFailure | null {
  const host = c.req.header('host') ?? new URL(c.req.url).host;
  if (!allowedHosts().includes(host)) return 'host';
  if (!sessions.authorized(c)) return 'token';
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
    const origin = c.req.header('origin');
    if (!origin || !allowedHosts().some((allowed) => origin === `http://${allowed}`)) return 'origin';
    const site = c.req.header('sec-fetch-site');
    if (site !== undefined && site !== 'same-origin') return 'origin';
  }
  return null;
}
