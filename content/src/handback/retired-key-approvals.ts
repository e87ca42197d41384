/**
 * A retired key signs nothing new, in a hand-back too: a bundle's approval (a section's or a
 * definition's) by a retired key, of a text the repository did not hold at the retirement, is a
 * suggestion (`handback.import.reason.retired-key-new-text`; `…retired-key-history-unknown` where
 * the history here cannot show the text was there: a depth-1 clone, a copy without `.git`), by the
 * loader's own rule (retiredKeyRefusal, review/retired-key-text.ts), as for `content review --key`; credited,
 * its record would be taken back by the loader and fail `content check`.
 */

import { isDefinitionLocale } from '../glossary/glossary-files.ts';
import type { ContentModel, ReaderLocale } from '../model/types.ts';
import { definitionPlace } from '../review/definition-records.ts';
import { type RetiredKeyMemo, retiredKeyRefusal, type TextPlace } from '../review/retired-key-text.ts';
import { sectionTextHash } from '../sections/section-text-hash.ts';
import type { ReviewerRegistry } from '../trust/reviewers.ts';
import { approvalProblem } from '../trust/verify-approval.ts';
import type { ApprovalCheck } from './approval-checks.ts';
import type { HandbackBundle } from './handback-bundle.ts';

/** A text the bundle signs: its check's key, where the repository keeps it, and the text signed. */
interface SignedText {
  key: string;
  place: TextPlace;
  text: string;
}

/** `checks` with each verified approval of a retired key's newer text made a suggestion. */
function ruledChecks(
  root: string,
  checks: ReadonlyMap<string, ApprovalCheck>,
  signed: readonly SignedText[],
  registry: ReviewerRegistry | null,
): Map<string, ApprovalCheck> {
  const ruled = new Map(checks);
  if (!registry) return ruled;
  const context = { registry, memo: new Map() as RetiredKeyMemo };
  for (const { key, place, text } of signed) {
    const check = checks.get(key);
    if (check?.state !== 'verified') continue;
    const refusal = retiredKeyRefusal(root, check.keyId, place, sectionTextHash(text), context);
    if (!refusal) continue;
    ruled.set(key, {
      id: check.id,
      state: 'suggested',
      by: check.by,
      date: check.date,
      problem: approvalProblem(refusal),
    });
  }
  return ruled;
}

/** The bundle's section approvals (`checks` by rule ID), under the retired-key rule. */
export function withRetiredKeyRule(
  model: ContentModel,
  bundle: HandbackBundle,
  checks: ReadonlyMap<string, ApprovalCheck>,
  registry: ReviewerRegistry | null,
): Map<string, ApprovalCheck> {
  const signed = bundle.sections.map((section) => {
    const local = model.sections.get(section.id)?.[bundle.locale as ReaderLocale];
    // A section this locale did not have: no text of it was there when the key was retired.
    const place = { file: local?.file ?? '', pageId: local?.pageId ?? '', id: section.id };
    return { key: section.id, place, text: section.markdown };
  });
  return ruledChecks(model.root, checks, signed, registry);
}

/**
 * The bundle's glossary approvals (`checks` by term ID), under the same rule: a definition is held
 * to the locale's definitions file in the commit that retired the key (definitionPlace). Another
 * locale's entries are refused by the import whatever their approval, and left as they are here.
 */
export function withRetiredKeyGlossaryRule(
  root: string,
  bundle: HandbackBundle,
  checks: ReadonlyMap<string, ApprovalCheck>,
  registry: ReviewerRegistry | null,
): Map<string, ApprovalCheck> {
  const locale = bundle.locale as ReaderLocale;
  if (!isDefinitionLocale(locale)) return new Map(checks);
  const signed = (bundle.glossary ?? []).map((entry) => ({
    key: entry.term,
    place: definitionPlace(root, locale, entry.term),
    text: entry.text,
  }));
  return ruledChecks(root, checks, signed, registry);
}
