/**
 * The page: `/` (the printed address's token traded once for a session cookie), the client
 * bundle and stylesheet, the fonts and the interface strings. Everything but the strings answers
 * without a session; the strings are public (the page shows its errors in the chosen language
 * before it has one) but the Host check still applies.
 */
import { joinBorrowedWordsIn } from '@polyhedral/i18n';
import { type Context, Hono } from 'hono';
import { fontFile } from '../font-files.ts';
import { refuse } from '../refuse.ts';
import { guardRequest } from '../request-guard.ts';
import { pageMessages, uiOf } from '../ui-language.ts';
import type { WorkbenchSessions } from '../workbench-session.ts';

export interface PageDeps {
  sessions: WorkbenchSessions;
  allowedHosts: () => readonly string[];
  assets: { html: string; script: () => Promise<string>; css: string };
}

export function pageRoutes({ sessions, allowedHosts, assets }: PageDeps): Hono {
  const app = new Hono();
  app.get('/', (c) => {
    const given = c.req.query('token');
    if (given !== undefined) {
      const failure = guardRequest(c, sessions, allowedHosts);
      if (failure === 'workbench.refused.host') return refuse(c, 403, failure);
      if (sessions.hasSession(c) || sessions.exchange(c, given)) {
        const rest = new URL(c.req.url).searchParams;
        rest.delete('token');
        return c.redirect(rest.size > 0 ? `/?${rest}` : '/', 303);
      }
    }
    c.header(
      'Content-Security-Policy',
      "default-src 'self'; style-src 'self' 'unsafe-inline'; frame-ancestors 'none'",
    );
    c.header('X-Frame-Options', 'DENY');
    return c.html(assets.html);
  });
  app.get('/app.js', async (c) =>
    c.body(await assets.script(), 200, { 'Content-Type': 'text/javascript; charset=utf-8' }),
  );
  app.get('/app.css', (c) => c.body(assets.css, 200, { 'Content-Type': 'text/css; charset=utf-8' }));
  // The workbench has no icon: browsers ask anyway; an empty answer, not a 404 in every log.
  app.get('/favicon.ico', (c) => {
    c.header('Cache-Control', 'max-age=86400');
    return c.body(null, 204);
  });
  const font = (c: Context, file: string) => {
    const found = fontFile(c.req.param('pkg') ?? '', file);
    if (!found) return refuse(c, 404, 'workbench.refused.id');
    c.header('Cache-Control', 'max-age=86400');
    return c.body(new Uint8Array(found.body), 200, { 'Content-Type': found.type });
  };
  app.get('/fonts/:pkg/400.css', (c) => font(c, '400.css'));
  app.get('/fonts/:pkg/files/:file', (c) => font(c, c.req.param('file')));
  app.get('/strings', (c) => {
    const failure = guardRequest(c, sessions, allowedHosts);
    if (failure === 'workbench.refused.host') return refuse(c, 403, failure);
    // Thai borrowed words joined, as the site's islands do: the page shows these strings, and the
    // browser's dictionary cut เวิร์ก|เบน|ช์ and เท|อร์|มิ|นัล (fifth reading T15).
    const ui = uiOf(c);
    return c.json(joinBorrowedWordsIn(pageMessages(ui), ui));
  });
  return app;
}
