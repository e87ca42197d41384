/**
 * A session, not a token in the address bar. `pnpm translate` prints an address with this run's
 * token; opening it exchanges the token for a random session id in an HttpOnly, SameSite=Strict
 * cookie and redirects to `/` (other query parameters kept), so the token leaves the address bar
 * at once and the page's scripts never see it. Every tab of that browser then works through the
 * cookie. Opening the printed address in a second browser gives that browser its own session;
 * the token dies with the run (a new `pnpm translate` prints a new one). Scripts may send the token
 * as `X-Workbench-Token` instead of a cookie, until a browser has exchanged it: from then on the
 * header is refused (the printed token is a browser's way in, not a key left lying in a terminal's
 * scrollback for any local program).
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { setCookie } from 'hono/cookie';

export const SESSION_COOKIE = 'workbench_session';

/**
 * The session cookie's name for the port the request came to: a browser sends a host's cookies to
 * every port, so two workbenches (two ports) with one name logged each other out.
 */
export function sessionCookieName(c: Context): string {
  const port = /:(\d{1,5})$/.exec(c.req.header('host') ?? '')?.[1] ?? '80';
  return `${SESSION_COOKIE}_${port}`;
}

export interface WorkbenchSessions {
  /** The request carries a live session cookie (or the token in its header). */
  authorized(c: Context): boolean;
  /** Trade the token for a session cookie on this response; false when the token is wrong. */
  exchange(c: Context, token: string): boolean;
  hasSession(c: Context): boolean;
}

/** Every value the request's Cookie headers give the session cookie's name, in order. */
function sessionCookieValues(c: Context): string[] {
  const name = sessionCookieName(c);
  const values: string[] = [];
  for (const pair of (c.req.header('cookie') ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at < 0 || pair.slice(0, at).trim() !== name) continue;
    values.push(
      pair
        .slice(at + 1)
        .trim()
        .replace(/^"(.*)"$/, '$1'),
    );
  }
  return values;
}

function same(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function createSessions(token: string): WorkbenchSessions {
  const live = new Set<string>();
  /** A browser exchanged the token: the header no longer opens anything. */
  let exchanged = false;
  // Every cookie of that name, not the first: a junk one sent first (another page on the host
  // may set one with this name) must not hide the live session after it.
  const hasSession = (c: Context) => sessionCookieValues(c).some((id) => live.has(id));
  return {
    hasSession,
    authorized(c) {
      if (hasSession(c)) return true;
      const header = c.req.header('x-workbench-token');
      return !exchanged && header !== undefined && same(header, token);
    },
    exchange(c, given) {
      if (!same(given, token)) return false;
      const id = randomBytes(32).toString('base64url');
      live.add(id);
      exchanged = true;
      setCookie(c, sessionCookieName(c), id, { httpOnly: true, sameSite: 'Strict', path: '/' });
      return true;
    },
  };
}
