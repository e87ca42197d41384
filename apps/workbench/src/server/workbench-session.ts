/**
 * A session, not a token in the address bar. `pnpm translate` prints an address with this run's
 * token; opening it exchanges the token, once, for a random session id in an HttpOnly,
 * SameSite=Strict cookie and redirects to `/`, so the token leaves the address bar and the
 * browser history holds only a used token. Every tab of that browser then works through the
 * cookie. The token is spent by the exchange: the same address opened again (from history, or in
 * another browser) gets no session; a browser that already has one is simply sent on to `/`.
 * Until the exchange, scripts may send the token as `X-Workbench-Token`.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';

export const SESSION_COOKIE = 'workbench_session';

export interface WorkbenchSessions {
  /** The request carries a live session cookie (or the unspent token in its header). */
  authorized(c: Context): boolean;
  /** Trade the token for a session cookie on this response; false when the token is wrong or spent. */
  exchange(c: Context, token: string): boolean;
  /** The request has a live session cookie. */
  hasSession(c: Context): boolean;
}

function same(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function createSessions(token: string): WorkbenchSessions {
  const live = new Set<string>();
  let spent = false;
  const hasSession = (c: Context) => {
    const id = getCookie(c, SESSION_COOKIE);
    return id !== undefined && live.has(id);
  };
  return {
    hasSession,
    authorized(c) {
      if (hasSession(c)) return true;
      const header = c.req.header('x-workbench-token');
      return !spent && header !== undefined && same(header, token);
    },
    exchange(c, given) {
      if (spent || !same(given, token)) return false;
      spent = true;
      const id = randomBytes(32).toString('base64url');
      live.add(id);
      setCookie(c, SESSION_COOKIE, id, { httpOnly: true, sameSite: 'Strict', path: '/' });
      return true;
    },
  };
}
