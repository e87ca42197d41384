/**
 * Search and replace across a locale: POST /api/replace/:locale `{find, replace}` previews every
 * section that would change, each result checked; POST /api/replace-apply/:locale
 * `{find, replace, bases}` replaces in the sections the preview showed (`bases`: their save bases,
 * as JSON), checking every result again: a section with a QA error is never replaced.
 */
import type { ContentModel, ReaderLocale } from '@polyhedral/content';
import { isReviewedLocale } from '@polyhedral/content';
import type { WrittenLocale } from '@polyhedral/i18n';
import { type Context, Hono } from 'hono';
import type {
  ReplaceApplyResponse,
  ReplacePreviewResponse,
  ReplacePreviewSection,
} from '../../shared/api-types.ts';
import { readJsonBody } from '../read-body.ts';
import { refuse, refuseBody } from '../refuse.ts';
import { confirmedBases } from '../replace-bases.ts';
import {
  applyReplacements,
  MAX_REPLACE_TEXT,
  type PlannedReplacement,
  planReplacements,
  previewOf,
} from '../replace-in-locale.ts';
import type { SectionChecker } from '../section-checker.ts';
import { pageProblem, uiOf } from '../ui-language.ts';
import { whenLockFree } from '../when-lock-free.ts';
import type { RouteDeps } from './route-deps.ts';

/** Each planned replacement with the QA of its result (a check past its time limit counts as an error). */
async function checkedReplacements(
  checker: SectionChecker,
  ui: WrittenLocale,
  model: ContentModel,
  locale: ReaderLocale,
  planned: readonly PlannedReplacement[],
): Promise<ReplacePreviewSection[]> {
  const shown: ReplacePreviewSection[] = [];
  for (const step of planned) {
    const checked = await checker.check(ui, model, locale, step.id, step.after);
    const findings = checked.ok
      ? checked.result.findings
          .filter((finding) => finding.severity === 'error')
          .map((finding) => finding.message)
      : [pageProblem(ui)(checked.problem)];
    shown.push(previewOf(locale, step, checked.ok ? checked.result.errors : 1, findings));
  }
  return shown;
}

export function replaceRoutes({ store, checker, bodyLimit }: RouteDeps): Hono {
  const replaceRequest = async <F extends 'find' | 'replace' | 'bases'>(c: Context, fields: readonly F[]) => {
    const locale = c.req.param('locale') ?? '';
    if (!isReviewedLocale(locale))
      return { ok: false as const, refusal: refuse(c, 400, 'workbench.refused.locale') };
    const body = await readJsonBody(c, bodyLimit, fields);
    if (!body.ok) return { ok: false as const, refusal: refuseBody(c, body, bodyLimit) };
    const { find, replace } = body.value as Record<'find' | 'replace', string>;
    if (
      find === '' ||
      find.length > MAX_REPLACE_TEXT ||
      replace.length > MAX_REPLACE_TEXT ||
      find.includes('\n')
    ) {
      return {
        ok: false as const,
        refusal: refuse(c, 400, 'workbench.refused.replace-text', { limit: MAX_REPLACE_TEXT }),
      };
    }
    const model = store.reload();
    const planned = planReplacements(model, locale, find, replace);
    return { ok: true as const, locale, model, planned, body: body.value };
  };

  const app = new Hono();
  app.post('/replace/:locale', async (c) => {
    const request = await replaceRequest(c, ['find', 'replace']);
    if (!request.ok) return request.refusal;
    const { model, locale, planned } = request;
    const sections = await checkedReplacements(checker, uiOf(c), model, locale, planned);
    return c.json({ sections } satisfies ReplacePreviewResponse);
  });

  app.post('/replace-apply/:locale', async (c) => {
    const request = await replaceRequest(c, ['find', 'replace', 'bases']);
    if (!request.ok) return request.refusal;
    const { model, locale, planned, body } = request;
    const confirmed = confirmedBases(body.bases);
    if (!confirmed) return refuse(c, 400, 'workbench.refused.json');
    // The QA of every result again, as written now: a section with an error is never replaced.
    const chosen = planned.filter((step) => confirmed.has(step.id));
    const checked = await checkedReplacements(checker, uiOf(c), model, locale, chosen);
    const blocked = checked.filter((section) => section.errors > 0).map((section) => section.id);
    if (blocked.length > 0)
      return refuse(c, 409, 'workbench.refused.replace-blocked', { ids: blocked.join(', ') });
    const applied = await whenLockFree(c, model.root, '', () =>
      applyReplacements(model, locale, planned, confirmed),
    );
    if (!applied.ok) return applied.refusal;
    const outcome = applied.value;
    store.reload();
    if (!outcome.ok) {
      const code =
        outcome.reason === 'conflict'
          ? 'workbench.refused.replace-conflict'
          : 'workbench.refused.replace-refused';
      return refuse(c, 409, code, { ids: outcome.ids.join(', ') });
    }
    return c.json({ saved: outcome.saved } satisfies ReplaceApplyResponse);
  });
  return app;
}
