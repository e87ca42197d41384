/**
 * The workbench's HTTP app (Hono): the page, the client bundle and a small JSON API over the
 * content package, composed of one route module per concern (routes/). Sections are named by
 * locale and rule ID only, checked against the loaded model (section-target.ts); every refusal is
 * a 4xx (or 503) whose body is the problem `{ code, params }` with `code` the full message key
 * (refuse.ts), and changes nothing.
 */
import { fileFaultProblem, fileFaultStatus } from '@polyhedral/content';
import { Hono } from 'hono';
import { type CheckPool, createCheckPool } from './check-pool.ts';
import type { ContentStore } from './content-store.ts';
import { refuse } from './refuse.ts';
import { requireGuard } from './request-guard.ts';
import { checkRoutes } from './routes/check-routes.ts';
import { handbackRoutes } from './routes/handback-routes.ts';
import { markRoutes } from './routes/mark-routes.ts';
import { type PageDeps, pageRoutes } from './routes/page-routes.ts';
import { recordRoutes } from './routes/record-routes.ts';
import { replaceRoutes } from './routes/replace-routes.ts';
import type { RouteDeps } from './routes/route-deps.ts';
import { saveRoutes } from './routes/save-routes.ts';
import { sectionReadRoutes } from './routes/section-reads.ts';
import { createSectionChecker } from './section-checker.ts';
import { createSessions } from './workbench-session.ts';

export interface WorkbenchOptions {
  store: ContentStore;
  token: string;
  /** `host:port` values the server answers to (known once it listens). */
  allowedHosts: () => readonly string[];
  /** The client: page HTML, script and stylesheet. */
  assets: PageDeps['assets'];
  /** Largest request body in bytes (default 1 MiB). */
  bodyLimit?: number;
  /** Where checks and previews run (default: a new pool of worker threads). */
  checkPool?: CheckPool;
}

export const DEFAULT_BODY_LIMIT = 1024 * 1024;

export function createApp(options: WorkbenchOptions): Hono {
  const { store, allowedHosts, assets } = options;
  const sessions = createSessions(options.token);
  const checker = createSectionChecker(store, options.checkPool ?? createCheckPool());
  const deps: RouteDeps = { store, checker, bodyLimit: options.bodyLimit ?? DEFAULT_BODY_LIMIT };
  const app = new Hono();
  app.use('*', async (c, next) => {
    await next();
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'no-referrer');
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
  });
  app.route('/', pageRoutes({ sessions, allowedHosts, assets }));
  app.use('/api/*', requireGuard(sessions, allowedHosts));
  for (const routes of [
    sectionReadRoutes(deps),
    checkRoutes(deps),
    saveRoutes(deps),
    markRoutes(deps),
    recordRoutes(deps),
    handbackRoutes(deps),
    replaceRoutes(deps),
  ]) {
    app.route('/api', routes);
  }
  app.notFound((c) => refuse(c, 404, 'workbench.refused.id'));
  // A full disk, a read-only folder, no permission, an I/O error under a writer: 507 or 503 with
  // the problem naming the file, never a bare 500 with a stack.
  app.onError((error, c) => {
    const fault = fileFaultProblem(error);
    if (fault) return refuse(c, fileFaultStatus(fault.code), fault.code, fault.params);
    console.error(error);
    return refuse(c, 500, 'workbench.refused.internal');
  });
  return app;
}
