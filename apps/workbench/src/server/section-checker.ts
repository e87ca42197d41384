/**
 * The live check of a section's text in the check pool, with the review gate's view of the
 * section (the same gate Mark reviewed runs): its findings (and its glossary terms, each with its
 * definition's review state), or the problem of a check that ran over its time limit.
 */
import {
  type ContentModel,
  type DefinitionReviews,
  definitionReviews,
  gateModel,
  type ReaderLocale,
} from '@polyhedral/content';
import type { WrittenLocale } from '@polyhedral/i18n';
import type { CheckResponse, Problem } from '../shared/api-types.ts';
import { type CheckPool, CheckTimeoutError } from './check-pool.ts';
import type { ContentStore } from './content-store.ts';
import { withDefinitionReviews } from './glossary-panel.ts';

export type SectionCheck = { ok: true; result: CheckResponse } | { ok: false; problem: Problem };

export interface SectionChecker {
  check(
    ui: WrittenLocale,
    model: ContentModel,
    locale: ReaderLocale,
    id: string,
    markdown: string,
  ): Promise<SectionCheck>;
}

export function createSectionChecker(store: ContentStore, pool: CheckPool): SectionChecker {
  // The rule IDs the gate knows: once per loaded model.
  const gateRuleIds = new WeakMap<ContentModel, string[]>();
  const gateOf = (model: ContentModel, locale: ReaderLocale, id: string) => {
    const gated = gateModel(model, locale, id);
    if (!gated) return null;
    let ids = gateRuleIds.get(model);
    if (!ids) {
      ids = [...model.sections.keys(), ...model.playtest.keys()];
      gateRuleIds.set(model, ids);
    }
    return { model: gated, knownRuleIds: ids };
  };
  // The glossary definitions' review states (th, zh): derived once per loaded model and locale.
  const definitionStates = new WeakMap<ContentModel, Map<ReaderLocale, DefinitionReviews['states'] | null>>();
  const definitionStatesOf = (model: ContentModel, locale: ReaderLocale) => {
    if (locale !== 'th' && locale !== 'zh') return null;
    const byLocale = definitionStates.get(model) ?? new Map();
    definitionStates.set(model, byLocale);
    if (!byLocale.has(locale)) byLocale.set(locale, definitionReviews(model.root, locale)?.states ?? null);
    return byLocale.get(locale) ?? null;
  };
  return {
    async check(ui, model, locale, id, markdown) {
      const english = model.sections.get(id)?.en;
      try {
        const result = await pool.check({
          locale,
          ui,
          id,
          markdown,
          english: english
            ? { markdown: english.markdown, depth: english.depth, intro: english.intro }
            : null,
          starting: model.sections.get(id)?.[locale]?.markdown ?? null,
          exceptions: store.exceptions(),
          knownRuleIds: [...store.ruleIds()],
          gate: gateOf(model, locale, id),
        });
        return {
          ok: true,
          result: {
            ...result,
            glossary: withDefinitionReviews(result.glossary, definitionStatesOf(model, locale)),
          },
        };
      } catch (error) {
        if (!(error instanceof CheckTimeoutError)) throw error;
        return {
          ok: false,
          problem: { code: 'workbench.refused.check-timeout', params: { seconds: error.seconds } },
        };
      }
    },
  };
}
