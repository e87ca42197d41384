/**
 * What each approval in a bundle is worth, before anything is applied (async: Web Crypto). A
 * section's signed `approval` that verifyApproval accepts, for the bundle's locale, that section
 * and the very text the bundle carries, is `verified`: the import may credit it (after the review
 * gate). Every other approval or review mark is `suggested`, with its reason: an unsigned mark
 * (`review:` with a typed name), a signature that does not verify, a name or key not registered,
 * or a reviewers.yaml in doubt.
 */

import { type Approval, glossaryRuleId } from '../review-trust/approval.ts';
import { approvalTextHash, englishTextHash } from '../review-trust/approval-text-hash.ts';
import type { ReviewerRegistry } from '../review-trust/reviewers.ts';
import {
  type ApprovalProblem,
  type ApprovalRefusal,
  approvalProblem,
  verifyApproval,
} from '../review-trust/verify-approval.ts';
import type { HandbackBundle, ReviewMark } from './handback-bundle.ts';

/** `retired-key-new-text`: a retired key's signature of a text newer than its retirement (retired-key-approvals.ts). */
export type SuggestionReason = ApprovalRefusal | 'unsigned' | 'registry-invalid' | 'retired-key-new-text';

export type ApprovalCheck =
  | { id: string; state: 'verified'; by: string; date: string; keyId: string; approval: Approval }
  | { id: string; state: 'suggested'; by: string | null; date: string; problem: SuggestionProblem };

/** Why an approval or mark is only a suggestion (`handback.import.reason.*`). */
export type SuggestionProblem = ApprovalProblem<SuggestionReason>;

/** What one approval or review mark is worth for `subject` (a section, or `glossary:<term>`). */
export async function approvalCheck(
  id: string,
  subject: { locale: string; ruleId: string; text: string; english: string | null },
  marks: { approval?: Approval | undefined; review: ReviewMark | null },
  registry: ReviewerRegistry | null,
  today: string,
): Promise<ApprovalCheck | null> {
  const { approval, review } = marks;
  if (approval) {
    if (!registry) {
      return {
        id,
        state: 'suggested',
        by: approval.reviewer,
        date: approval.date,
        problem: approvalProblem('registry-invalid'),
      };
    }
    const verdict = await verifyApproval(
      approval,
      {
        locale: subject.locale,
        ruleId: subject.ruleId,
        textHash: await approvalTextHash(subject.text),
        englishHash: await englishTextHash(subject.english),
      },
      registry,
      today,
    );
    return verdict.ok
      ? {
          id,
          state: 'verified',
          by: verdict.reviewer.name,
          date: approval.date,
          keyId: approval.keyId,
          approval,
        }
      : { id, state: 'suggested', by: approval.reviewer, date: approval.date, problem: verdict.problem };
  }
  if (review)
    return { id, state: 'suggested', by: review.by, date: review.date, problem: approvalProblem('unsigned') };
  return null;
}

/**
 * `id` -> what its approval is worth, for every section of `bundle` with an approval or review
 * mark. `englishOf`: the English section of an ID in the tree now (null: none): what the reviewer's
 * signed English must be, so a review read against older English does not count.
 */
export async function approvalChecks(
  bundle: HandbackBundle,
  registry: ReviewerRegistry | null,
  today: string,
  englishOf: (id: string) => string | null,
): Promise<Map<string, ApprovalCheck>> {
  const checks = new Map<string, ApprovalCheck>();
  for (const section of bundle.sections) {
    const check = await approvalCheck(
      section.id,
      { locale: bundle.locale, ruleId: section.id, text: section.markdown, english: englishOf(section.id) },
      section,
      registry,
      today,
    );
    if (check) checks.set(section.id, check);
  }
  return checks;
}

/**
 * The same for the bundle's glossary definitions: term -> what its approval is worth (subject
 * `glossary:<term>`, the English definition now: `englishOf`).
 */
export async function glossaryApprovalChecks(
  bundle: HandbackBundle,
  registry: ReviewerRegistry | null,
  today: string,
  englishOf: (term: string) => string | null,
): Promise<Map<string, ApprovalCheck>> {
  const checks = new Map<string, ApprovalCheck>();
  for (const entry of bundle.glossary ?? []) {
    const check = await approvalCheck(
      entry.term,
      // A definition's approval signs the English definition the reviewer read, as a section's does.
      {
        locale: bundle.locale,
        ruleId: glossaryRuleId(entry.term),
        text: entry.text,
        english: englishOf(entry.term),
      },
      entry,
      registry,
      today,
    );
    if (check) checks.set(entry.term, check);
  }
  return checks;
}
