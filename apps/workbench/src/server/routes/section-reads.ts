/**
 * Reads: the overview (every section's state per locale), one section as the editor opens it
 * (checked in the pool; a text whose check runs over the limit still opens, without findings
 * until it is edited), and translation memory for one English block of a section.
 */
import {
  buildTranslationMemory,
  type ContentModel,
  paragraphsOf,
  REVIEWED_LOCALES,
  type ReaderLocale,
  type TranslationMemory,
} from '@polyhedral/content';
import { Hono } from 'hono';
import type { MemoryResponse } from '../../shared/api-types.ts';
import { refuse } from '../refuse.ts';
import { overview } from '../section-state.ts';
import { sectionTarget } from '../section-target.ts';
import { uiOf } from '../ui-language.ts';
import { openedText, sectionView } from '../views/section-view.ts';
import type { RouteDeps } from './route-deps.ts';

export function sectionReadRoutes({ store, checker }: Pick<RouteDeps, 'store' | 'checker'>): Hono {
  const app = new Hono();
  app.get('/overview', (c) => c.json(overview(store.model(), REVIEWED_LOCALES)));

  app.get('/section/:locale/:id', async (c) => {
    const found = sectionTarget(c, store);
    if (!found.ok) return found.refusal;
    const { locale, id, model } = found;
    const ui = uiOf(c);
    const markdown = openedText(model, locale, id);
    const checked = markdown === null ? null : await checker.check(ui, model, locale, id, markdown);
    return c.json(
      sectionView(model, locale, id, {
        ui,
        knownRuleIds: store.ruleIds(),
        check: checked?.ok ? checked.result : null,
      }),
    );
  });

  // Translation memory: built once per loaded model and locale.
  const memories = new WeakMap<ContentModel, Map<ReaderLocale, TranslationMemory>>();
  const memoryOf = (model: ContentModel, locale: ReaderLocale): TranslationMemory => {
    const byLocale = memories.get(model) ?? new Map<ReaderLocale, TranslationMemory>();
    memories.set(model, byLocale);
    let memory = byLocale.get(locale);
    if (!memory) {
      memory = buildTranslationMemory(model, locale);
      byLocale.set(locale, memory);
    }
    return memory;
  };
  app.get('/memory/:locale/:id', (c) => {
    const found = sectionTarget(c, store);
    if (!found.ok) return found.refusal;
    const { locale, id, model } = found;
    const block = Number(c.req.query('block') ?? '0');
    if (!Number.isSafeInteger(block) || block < 0 || block > 10_000) {
      return refuse(c, 400, 'workbench.refused.json');
    }
    const english = paragraphsOf(model.sections.get(id)?.en?.markdown ?? '')[block] ?? null;
    const suggestions = english === null ? [] : memoryOf(model, locale).suggest(english, { except: id });
    return c.json({ english, suggestions } satisfies MemoryResponse);
  });
  return app;
}
