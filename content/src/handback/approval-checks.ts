/**
 * What each approval in a bundle is worth before anything is applied (async: Web Crypto): one that
 * verifyApproval accepts for the locale, the section and the very text is `verified` (credited after
 * the review gate); every other approval or mark is `suggested`, with why (unsigned, not verifying,
 * not registered, reviewers.yaml in doubt).
 */

import type { RetiredKeyRefusal } from '../review/retired-key-text.ts';
import { type Approval, glossaryRuleId } from '../trust/approval.ts';
import { approvalTextHash, englishTextHash } from '../trust/approval-text-hash.ts';
import type { ReviewerRegistry } from '../trust/reviewers.ts';
import {
  type ApprovalProblem,
  type ApprovalRefusal,
  approvalProblem,
  verifyApproval,
} from '../trust/verify-approval.ts';
import type { HandbackBundle, ReviewMark } from './handback-bundle.ts';

/**
 * `retired-key-new-text`: a retired key's signature of a text newer than its retirement;
 * `retired-key-history-unknown`: one whose text no history here shows was there (retired-key-approvals.ts).
 */
export type SuggestionReason = ApprovalRefusal | 'unsigned' | 'registry-invalid' | RetiredKeyRefusal;

export type ApprovalCheck =
  | { id: string; state: 'verified'; by: string; date: string; keyId: string; approval: Approval }
  | { id: string; state: 'suggested'; by: string | null; date: string; problem: SuggestionProblem };

/** Why an approval or mark is only a suggestion (`handback.import.reason.*`). */
export type SuggestionProblem = ApprovalProblem<SuggestionReason>;

type Subject = { locale: string; ruleId: string; text: string; english: string | null };
type Marks = { approval?: Approval | undefined; review: ReviewMark | null };

/** What one approval or review mark is worth for `subject` (a section, or `glossary:<term>`). */
export async function approvalCheck(
  id: string,
  subject: Subject,
  { approval, review }: Marks,
  registry: ReviewerRegistry | null,
  today: string,
): Promise<ApprovalCheck | null> {
  const suggested = (by: string | null, date: string, problem: SuggestionProblem): ApprovalCheck => ({
    id,
    state: 'suggested',
    by,
    date,
    problem,
  });
  if (approval) {
    if (!registry) return suggested(approval.reviewer, approval.date, approvalProblem('registry-invalid'));
    const { text, english, ...where } = subject;
    const hashes = { textHash: await approvalTextHash(text), englishHash: await englishTextHash(english) };
    const verdict = await verifyApproval(approval, { ...where, ...hashes }, registry, today);
    if (!verdict.ok) return suggested(approval.reviewer, approval.date, verdict.problem);
    const { date, keyId } = approval;
    return { id, state: 'verified', by: verdict.reviewer.name, date, keyId, approval };
  }
  return review ? suggested(review.by, review.date, approvalProblem('unsigned')) : null;
}

/** `key` -> what its approval is worth, for each item with an approval or review mark. */
async function checksOf(
  items: readonly { key: string; subject: Subject; marks: Marks }[],
  registry: ReviewerRegistry | null,
  today: string,
): Promise<Map<string, ApprovalCheck>> {
  const checks = new Map<string, ApprovalCheck>();
  for (const { key, subject, marks } of items) {
    const check = await approvalCheck(key, subject, marks, registry, today);
    if (check) checks.set(key, check);
  }
  return checks;
}

/**
 * `id` -> what its approval is worth, for every section of `bundle` with an approval or review
 * mark. `englishOf`: the English section of an ID in the tree now (null: none): what the reviewer's
 * signed English must be, so a review read against older English does not count.
 */
export function approvalChecks(
  bundle: HandbackBundle,
  registry: ReviewerRegistry | null,
  today: string,
  englishOf: (id: string) => string | null,
): Promise<Map<string, ApprovalCheck>> {
  const items = bundle.sections.map((section) => ({
    key: section.id,
    subject: {
      locale: bundle.locale,
      ruleId: section.id,
      text: section.markdown,
      english: englishOf(section.id),
    },
    marks: section,
  }));
  return checksOf(items, registry, today);
}

/**
 * The same for the bundle's glossary definitions: term -> what its approval is worth (subject
 * `glossary:<term>`; a definition's approval signs the English definition the reviewer read, as a
 * section's does: `englishOf`).
 */
export function glossaryApprovalChecks(
  bundle: HandbackBundle,
  registry: ReviewerRegistry | null,
  today: string,
  englishOf: (term: string) => string | null,
): Promise<Map<string, ApprovalCheck>> {
  const items = (bundle.glossary ?? []).map((entry) => ({
    key: entry.term,
    subject: {
      locale: bundle.locale,
      ruleId: glossaryRuleId(entry.term),
      text: entry.text,
      english: englishOf(entry.term),
    },
    marks: entry,
  }));
  return checksOf(items, registry, today);
}
