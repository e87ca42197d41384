/**
 * A retired key signs nothing new, in a hand-back too (issue 88 review): a bundle's signed approval
 * by a retired key, of a text the repository did not hold when the key was retired, was credited
 * by the import ("reviewed", its record written) and then taken back by the loader, `content
 * check` failing on the record, nothing queued. It is a suggestion instead
 * (`handback.import.reason.retired-key-new-text`), by the loader's own rule (isNewerThanRetirement,
 * approvals/retired-key-text.ts): the same rule as `content review --key`, with or without `--out`.
 */
import { textFullHash } from '../approvals/derive-review-state.ts';
import { isNewerThanRetirement, type RetiredKeyMemo } from '../approvals/retired-key-text.ts';
import type { ContentModel, ReaderLocale } from '../model/types.ts';
import type { ReviewerRegistry } from '../review-trust/reviewers.ts';
import { approvalProblem } from '../review-trust/verify-approval.ts';
import type { ApprovalCheck } from './approval-checks.ts';
import type { HandbackBundle } from './handback-bundle.ts';

/** `checks` with each verified approval of a retired key's newer text made a suggestion. */
export function withRetiredKeyRule(
  model: ContentModel,
  bundle: HandbackBundle,
  checks: ReadonlyMap<string, ApprovalCheck>,
  registry: ReviewerRegistry | null,
): Map<string, ApprovalCheck> {
  const ruled = new Map(checks);
  if (!registry) return ruled;
  const context = { registry, memo: new Map() as RetiredKeyMemo };
  for (const section of bundle.sections) {
    const check = checks.get(section.id);
    if (check?.state !== 'verified') continue;
    const local = model.sections.get(section.id)?.[bundle.locale as ReaderLocale];
    // A section this locale did not have: no text of it was there when the key was retired.
    const place = { file: local?.file ?? '', pageId: local?.pageId ?? '', id: section.id };
    if (!isNewerThanRetirement(model.root, check.keyId, place, textFullHash(section.markdown), context))
      continue;
    ruled.set(section.id, {
      id: section.id,
      state: 'suggested',
      by: check.by,
      date: check.date,
      problem: approvalProblem('retired-key-new-text'),
    });
  }
  return ruled;
}
