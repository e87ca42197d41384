/**
 * The maintainer's suggestions (what hand-back imports queued): GET /api/suggestions/:locale lists
 * them with a word diff, POST /api/suggestions/:locale/:id/accept|reject decides one. Both are
 * content's pendingSuggestions and decideSuggestions, the functions behind `pnpm content
 * suggestions`: one queue, one way to accept or reject. A decision not carried out is a refusal
 * `{ code, params }` and leaves the entry in the queue.
 */
import {
  type ContentModel,
  decideSuggestions,
  isReviewedLocale,
  pendingSuggestions,
  type ReaderLocale,
  type SuggestionDecision,
  signQueuedAcceptances,
  writeRefusalMessage,
} from '@polyhedral/content';
import { type Context, Hono } from 'hono';
import type { SuggestionDecisionResponse, SuggestionsResponse } from '../../shared/api-types.ts';
import { refuse } from '../refuse.ts';
import { uiOf } from '../ui-language.ts';
import { blockedFindings } from '../views/blocked-findings.ts';
import { whenLockFree } from '../when-lock-free.ts';
import type { RouteDeps } from './route-deps.ts';

export function suggestionRoutes({ store }: Pick<RouteDeps, 'store'>): Hono {
  const app = new Hono();
  app.get('/suggestions/:locale', (c) => {
    const locale = c.req.param('locale');
    if (!isReviewedLocale(locale)) return refuse(c, 400, 'workbench.refused.locale');
    const [queue] = pendingSuggestions(store.reload(), [locale]);
    if (!queue?.ok)
      return refuse(c, 409, 'workbench.suggestions.unreadable', {
        file: queue?.file ?? '',
        line: queue?.line ?? 1,
      });
    const body: SuggestionsResponse = {
      locale,
      suggestions: queue.entries.map((entry) => ({
        id: entry.id,
        title: entry.title,
        received: entry.received,
        sender: entry.sender,
        approval: entry.approval,
        changedSince: entry.changedSince,
        sameText: entry.sameText,
        parts: entry.diff,
      })),
    };
    return c.json(body);
  });

  const decide = (action: 'accept' | 'reject') => async (c: Context) => {
    const locale = c.req.param('locale') ?? '';
    const id = c.req.param('id') ?? '';
    if (!isReviewedLocale(locale)) return refuse(c, 400, 'workbench.refused.locale');
    const model = store.reload();
    // An approval accepted is the maintainer's signed acceptance, signed before the lock is waited for.
    const signed = action === 'accept' ? await signQueuedAcceptances(model.root, locale, [id]) : undefined;
    const decided = await whenLockFree(c, model.root, `suggestions/${locale}.json`, () =>
      decideSuggestions(model.root, locale, action, [id], signed),
    );
    if (!decided.ok) return decided.refusal;
    const result = decided.value;
    // The queue, or the rejections a reject keeps (rejected-suggestions.ts), at its line.
    if (!result.ok)
      return refuse(c, 409, 'workbench.suggestions.unreadable', { file: result.file, line: result.line });
    const decision = result.decisions[0]!;
    if (result.queueFault) {
      store.reload();
      return refuse(c, 507, 'workbench.suggestions.queue-not-updated', { ...result.queueFault, id });
    }
    const refused = refusalOf(c, decision, store.reload(), locale);
    if (refused) return refused;
    store.reload();
    const body: SuggestionDecisionResponse = {
      id,
      outcome: decision.outcome as SuggestionDecisionResponse['outcome'],
      ...(decision.outcome === 'accepted-review' ? { by: decision.by } : {}),
    };
    return c.json(body);
  };
  app.post('/suggestions/:locale/:id/accept', decide('accept'));
  app.post('/suggestions/:locale/:id/reject', decide('reject'));
  return app;
}

/** The refusal for a decision that was not carried out, or null. */
function refusalOf(
  c: Context,
  decision: SuggestionDecision,
  model: ContentModel,
  locale: ReaderLocale,
): Response | null {
  switch (decision.outcome) {
    case 'none':
      return refuse(c, 404, 'workbench.suggestions.none', { id: decision.id });
    case 'stale':
      return refuse(c, 409, 'workbench.suggestions.stale', { id: decision.id });
    case 'moved-on':
      return refuse(c, 409, 'workbench.suggestions.moved-on', { id: decision.id });
    case 'ambiguous':
      return refuse(c, 409, 'workbench.suggestions.ambiguous', { id: decision.id });
    case 'text-only':
      return refuse(c, 507, 'handback.trust.acceptance.text-only', {
        id: decision.id,
        file: decision.file,
        errno: decision.errno,
      });
    case 'unnamed':
      return refuse(c, 409, 'workbench.suggestions.unnamed', { id: decision.id });
    case 'blocked': {
      // The findings are placed against the tree as it is now.
      const problem = blockedFindings(model, locale, decision.id, decision.findings, uiOf(c));
      return refuse(c, 409, problem.code, problem.params);
    }
    // Refused for what the entry says (a look-alike name) or no maintainer's key to sign it.
    case 'refused':
      return refuse(c, 409, decision.problem.code, decision.problem.params);
    case 'write-refused':
      return refuse(c, 409, 'workbench.suggestions.write-refused', {
        id: decision.id,
        reason: writeRefusalMessage(decision.refusal, uiOf(c)),
      });
    default:
      return null;
  }
}
