/**
 * What every request must carry. All of /api: the Host the server was started on (no DNS
 * rebinding) and the per-run token (header `X-Workbench-Token`). Writes (POST) also: an `Origin`
 * equal to the workbench's own and, when the browser sends it, `Sec-Fetch-Site: same-origin`, so a
 * page open in another tab cannot write files even if it guessed the token.
 */
import { timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';

export type GuardFailure = 'host' | 'token' | 'origin';

function sameToken(given: string | undefined, token: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function guardRequest(
  c: Context,
  token: string,
  allowedHosts: () => readonly string[],
): GuardFailure | null {
  const host = c.req.header('host') ?? new URL(c.req.url).host;
  if (!allowedHosts().includes(host)) return 'host';
  if (!sameToken(c.req.header('x-workbench-token'), token)) return 'token';
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
    const origin = c.req.header('origin');
    if (!origin || !allowedHosts().some((allowed) => origin === `http://${allowed}`)) return 'origin';
    const site = c.req.header('sec-fetch-site');
    if (site !== undefined && site !== 'same-origin') return 'origin';
  }
  return null;
}
