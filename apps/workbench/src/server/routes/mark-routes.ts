/**
 * Marks: POST /api/stamp/:locale/:id and /api/review/:locale/:id `{base, reviewer?}`, a front
 * matter edit on the version of the file the editor read. A review credits a person (no name, no
 * mark) and is refused while the section has a finding `content check` reports as an error and for
 * a look-alike of a registered reviewer's name. A review mark is the maintainer's acceptance, signed
 * with the maintainer's key (POLYHEDRAL_MAINTAINER_KEY, given when the workbench starts): without
 * one it is refused, and nothing is written.
 */
import {
  type ContentModel,
  isReviewerName,
  localCalendarDate,
  onBehalfOfProblem,
  type ReaderLocale,
  readMaintainerKey,
  refusalText,
  reviewTranslation,
  sectionAcceptances,
  stampTranslation,
  utcToday,
} from '@polyhedral/content';
import { type Context, Hono } from 'hono';
import { refuseChangedOnDisk } from '../changed-on-disk.ts';
import { readJsonBody } from '../read-body.ts';
import { refuse, refuseBody } from '../refuse.ts';
import { sectionBase, sectionState } from '../section-state.ts';
import { sectionTarget } from '../section-target.ts';
import { uiOf } from '../ui-language.ts';
import { blockedFindings } from '../views/blocked-findings.ts';
import { whenLockFree } from '../when-lock-free.ts';
import type { RouteDeps } from './route-deps.ts';

/** The maintainer's signed acceptance of the section as it is now, on behalf of `by`, or why not. */
async function signedMark(model: ContentModel, locale: ReaderLocale, id: string, by: string) {
  const maintainer = await readMaintainerKey(model.root);
  if (!maintainer.ok) return maintainer;
  const records = await sectionAcceptances(model, locale, [id], maintainer.signer, {
    onBehalfOf: by,
    reason: 'unsigned',
    date: localCalendarDate(),
    today: utcToday(),
  });
  return { ok: true as const, records };
}

export function markRoutes({ store, bodyLimit }: Pick<RouteDeps, 'store' | 'bodyLimit'>): Hono {
  const frontMatterWrite = (kind: 'stamp' | 'review') => async (c: Context) => {
    const found = sectionTarget(c, store);
    if (!found.ok) return found.refusal;
    const body = await readJsonBody(c, bodyLimit, ['base'], ['reviewer']);
    if (!body.ok) return refuseBody(c, body, bodyLimit);
    const by = body.value.reviewer?.trim() ?? '';
    // One name check everywhere (content's reviewerNameProblem): one plain line, no markup, no
    // bidi or invisible characters, at most 80 characters.
    if (by !== '' && !isReviewerName(by)) return refuse(c, 400, 'workbench.refused.reviewer-name');
    const { locale, id, model } = found;
    const section = model.sections.get(id)?.[locale];
    // A converted zh-hant text is nobody's yet: Save makes it hand-written, then it can be marked.
    if (sectionState(model, locale, id) === 'converted') {
      return refuse(c, 409, 'workbench.refused.converted-not-saved');
    }
    if (!section) return refuse(c, 404, 'workbench.refused.unknown-section');
    if (sectionBase(model, locale, id) !== body.value.base) return refuseChangedOnDisk(c, store, found);
    if (kind === 'review' && !section.review) return refuse(c, 409, 'workbench.refused.not-drafted');
    if (kind === 'review' && !by) return refuse(c, 400, 'workbench.refused.reviewer-needed');
    // The name as people see it (one check with the CLI, import and accept: no look-alike of a
    // registered reviewer's).
    const nameProblem = kind === 'review' ? onBehalfOfProblem(model.root, by) : null;
    if (nameProblem) return refuse(c, 400, nameProblem.code, nameProblem.params);
    // Signed before the lock is waited for (the writer checks the text is still the one signed).
    const records = kind === 'review' ? await signedMark(model, locale, id, by) : null;
    if (records && !records.ok) return refuse(c, 409, records.problem.code, records.problem.params);
    const marked = await whenLockFree(c, model.root, section.file, () =>
      kind === 'stamp' || !records
        ? stampTranslation(model, locale, [id])
        : reviewTranslation(model, locale, [id], { records: records.records }),
    );
    if (!marked.ok) return marked.refusal;
    const result = marked.value;
    const blocked = 'blocked' in result ? result.blocked[0] : undefined;
    if (blocked) {
      const problem = blockedFindings(model, locale, id, blocked.findings, uiOf(c));
      return refuse(c, 409, problem.code, problem.params);
    }
    const refusal = result.refused[0];
    if (refusal) {
      if (refusal.write?.code === 'content.write.file-changed-on-disk')
        return refuseChangedOnDisk(c, store, found);
      return refuse(c, 422, 'workbench.refused.front-matter', { problem: refusalText(refusal, uiOf(c)) });
    }
    if (result.unknown.length > 0) return refuse(c, 404, 'workbench.refused.unknown-section');
    const fresh = store.reload();
    return c.json({ base: sectionBase(fresh, locale, id), state: sectionState(fresh, locale, id) });
  };
  const app = new Hono();
  app.post('/stamp/:locale/:id', frontMatterWrite('stamp'));
  app.post('/review/:locale/:id', frontMatterWrite('review'));
  return app;
}
