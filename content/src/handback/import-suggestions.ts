/**
 * What an import leaves for the maintainer (the suggestions queue) and reports of the numbers it
 * changed, from its plan and what applying it did (apply-plan.ts).
 */
import { isDeepStrictEqual } from 'node:util';
import { isDerivedLocale } from '@polyhedral/i18n';
import { convertedText } from '../derive/save-derived-section.ts';
import type { ContentModel, ReaderLocale } from '../model/types.ts';
import { numberChanges } from '../qa/changed-numbers.ts';
import {
  mergeSuggestions,
  readSuggestions,
  type Suggestion,
  writeSuggestions,
} from '../suggestions/suggestion-queue.ts';
import { normalizedSectionText } from '../text/normalized-section-text.ts';
import { approvalReason } from '../trust/verify-approval.ts';
import { withContentLock } from '../write/content-lock.ts';
import type { AppliedPlan } from './apply-plan.ts';
import type { HandbackBundle } from './handback-bundle.ts';
import type { ImportResult, SectionPlan } from './import-result.ts';
import { writtenSection } from './plan-import.ts';

/**
 * The queue as it is now (another import may have added to it; it was readable a moment ago, else
 * `fallback`), without the entries `withdrawn` (this import's earlier, planned ones), with `added`.
 */
export function queueSuggestions(
  root: string,
  locale: ReaderLocale,
  fallback: readonly Suggestion[],
  withdrawn: readonly Suggestion[],
  added: readonly Suggestion[],
): void {
  // Read, merged and written under the content lock: the workbench deciding an entry meanwhile
  // (decideSuggestions, under the same lock) loses nothing.
  withContentLock(root, () => {
    const queue = readSuggestions(root, locale);
    // Compared as written to the file (no undefined fields), as the queue reads them back.
    const gone = withdrawn.map((entry) => JSON.parse(JSON.stringify(entry)) as unknown);
    const now = (queue.ok ? queue.suggestions : fallback).filter(
      (entry) => !gone.some((planned) => isDeepStrictEqual(planned, entry)),
    );
    writeSuggestions(root, locale, mergeSuggestions(now, added));
  });
}

/** What each applied section's new text does to its numbers: the import's report names every change. */
export function numberChangesOf(
  model: ContentModel,
  bundle: HandbackBundle,
  plan: readonly SectionPlan[],
  outcome: AppliedPlan,
): ImportResult['numbers'] {
  const refused = new Set(outcome.writeRefused.map((entry) => entry.id));
  const byId = new Map(bundle.sections.map((section) => [section.id, section]));
  return plan.flatMap((step) => {
    if ((step.action !== 'replace' && step.action !== 'create') || refused.has(step.id)) return [];
    const section = byId.get(step.id);
    const hasEnglish = model.sections.get(step.id)?.en !== undefined;
    // A new section with English was held to it both ways (the staged check); listing all its numbers says nothing.
    if (!section || (step.action === 'create' && hasEnglish)) return [];
    const before = writtenSection(model, bundle.locale, step.id)?.markdown ?? '';
    const changes = numberChanges(before, section.markdown);
    if (changes.length === 0) return [];
    return [{ id: step.id, changes, hasEnglish }];
  });
}

/**
 * What awaits the maintainer after an import: each section whose text the import applied and no
 * verified review credits (a correction, as a draft), and each section whose approval did not
 * count (a suggested approval), with the text before and after.
 */
export function suggestionsOf(
  model: ContentModel,
  bundle: HandbackBundle,
  plan: readonly SectionPlan[],
  outcome: AppliedPlan,
  today: string,
): Suggestion[] {
  const refused = new Set(outcome.writeRefused.map((entry) => entry.id));
  const reviewOf = new Map(outcome.reviews.map((review) => [review.id, review]));
  const byId = new Map(bundle.sections.map((section) => [section.id, section]));
  const entries: Suggestion[] = [];
  for (const step of plan) {
    if (step.action === 'conflict' || refused.has(step.id)) continue;
    const review = reviewOf.get(step.id);
    const credited = review?.outcome === 'reviewed' || review?.outcome === 'already';
    const suggested = review?.outcome === 'suggested' ? review : null;
    if (credited || (step.action === 'same' && !suggested)) continue;
    const section = byId.get(step.id)!;
    const written = writtenSection(model, bundle.locale, step.id)?.markdown ?? null;
    // A derived locale's section converted by machine: its start is the conversion (rejecting puts it back).
    const conversion =
      written === null && isDerivedLocale(bundle.locale)
        ? convertedText(model, bundle.locale, step.id)
        : null;
    entries.push({
      id: step.id,
      received: today,
      from: bundle.startingPoint,
      before: written ?? conversion,
      text: normalizedSectionText(section.markdown),
      ...(conversion !== null ? { converted: true as const } : {}),
      ...(outcome.drafted.has(step.id) ? { drafted: outcome.drafted.get(step.id) } : {}),
      ...(bundle.sender ? { sender: bundle.sender } : {}),
      // The queue file keeps the short reason (`unsigned`), as it always has.
      approval: suggested
        ? { by: suggested.by, date: suggested.date, reason: approvalReason(suggested.problem) }
        : null,
    });
  }
  return entries;
}
