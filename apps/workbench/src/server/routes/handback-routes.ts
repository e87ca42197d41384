/**
 * Hand-back: POST /api/handback/:locale `{reviewer}` exports this locale's changes since the
 * starting point as one bundle file; POST /api/handback-open `{text}` says what importing a bundle
 * would do here (reads only; `pnpm content import` applies).
 */
import { exportHandback, isReviewedLocale, isReviewerName, parseHandbackBundle } from '@polyhedral/content';
import { Hono } from 'hono';
import { readJsonBody } from '../read-body.ts';
import { refuse, refuseBody } from '../refuse.ts';
import { handbackExportView } from '../views/handback-export-view.ts';
import { handbackOpenView } from '../views/handback-open-view.ts';
import type { RouteDeps } from './route-deps.ts';

/** A hand-back file (at most MAX_BUNDLE_BYTES) in a JSON string. */
const HANDBACK_BODY_LIMIT = 10 * 1024 * 1024;

export function handbackRoutes({ store, bodyLimit }: Pick<RouteDeps, 'store' | 'bodyLimit'>): Hono {
  const app = new Hono();
  app.post('/handback/:locale', async (c) => {
    const locale = c.req.param('locale');
    if (!isReviewedLocale(locale)) return refuse(c, 400, 'workbench.refused.locale');
    const body = await readJsonBody(c, bodyLimit, ['reviewer']);
    if (!body.ok) return refuseBody(c, body, bodyLimit);
    const reviewer = body.value.reviewer.trim();
    // One name check everywhere (content's reviewerNameProblem), as the marks and the importer have.
    if (reviewer !== '' && !isReviewerName(reviewer))
      return refuse(c, 400, 'workbench.refused.reviewer-name');
    const exported = exportHandback(store.reload(), locale, { reviewer: reviewer || null });
    const shown = handbackExportView(locale, exported);
    return shown.ok ? c.json(shown.view) : refuse(c, shown.status, shown.problem.code, shown.problem.params);
  });

  app.post('/handback-open', async (c) => {
    const body = await readJsonBody(c, HANDBACK_BODY_LIMIT, ['text']);
    if (!body.ok) return refuseBody(c, body, HANDBACK_BODY_LIMIT);
    const read = parseHandbackBundle(Buffer.from(body.value.text, 'utf8'));
    if (!read.ok) return refuse(c, 400, read.problem.code, read.problem.params);
    const shown = handbackOpenView(store.reload(), read.bundle);
    return shown.ok ? c.json(shown.view) : refuse(c, 400, shown.problem.code, shown.problem.params);
  });
  return app;
}
