/** The live check: POST /api/check/:locale/:id `{markdown}`, the text as typed, never written. */
import { Hono } from 'hono';
import { readJsonBody } from '../read-body.ts';
import { refuse, refuseBody } from '../refuse.ts';
import { sectionTarget } from '../section-target.ts';
import { uiOf } from '../ui-language.ts';
import type { RouteDeps } from './route-deps.ts';

export function checkRoutes({ store, checker, bodyLimit }: RouteDeps): Hono {
  const app = new Hono();
  app.post('/check/:locale/:id', async (c) => {
    const found = sectionTarget(c, store);
    if (!found.ok) return found.refusal;
    const body = await readJsonBody(c, bodyLimit, ['markdown']);
    if (!body.ok) return refuseBody(c, body, bodyLimit);
    const { locale, id, model } = found;
    const checked = await checker.check(uiOf(c), model, locale, id, body.value.markdown);
    return checked.ok ? c.json(checked.result) : refuse(c, 503, checked.problem.code, checked.problem.params);
  });
  return app;
}
