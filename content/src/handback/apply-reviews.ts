/**
 * A hand-back bundle's review marks and Mark current, on the sections an import applied
 * (apply-plan.ts): a registered reviewer's verified approval is recorded and signs the English it
 * was read against; anything else is a suggestion or stays as it was.
 */

import type { ContentModel, ReaderLocale } from '../model/types.ts';
import { recordedHash } from '../resolve/is-stale.ts';
import { APPROVAL_RECORD_FORMAT, type ReviewRecord } from '../review/approval-record.ts';
import { reviewTranslation } from '../review/page/review-translation.ts';
import { stampTranslation } from '../stamp/stamp-translation.ts';
import type { Approval } from '../trust/approval.ts';
import type { ApprovalCheck } from './approval-checks.ts';
import type { HandbackBundle, HandbackSection } from './handback-bundle.ts';
import type { ReviewOutcome, StampOutcome } from './import-result.ts';
import { writtenSection } from './plan-import.ts';

/** Each marked section's review: `signedCurrent` names those a verified approval reviewed now. */
export function applyReviews(
  after: ContentModel,
  locale: ReaderLocale,
  marked: readonly HandbackSection[],
  checks: ReadonlyMap<string, ApprovalCheck>,
  applied: ReadonlySet<string>,
): { reviews: ReviewOutcome[]; signedCurrent: string[] } {
  const reviews: ReviewOutcome[] = [];
  const signedCurrent: string[] = [];
  for (const section of marked) {
    const check = checks.get(section.id)!;
    const mark = { id: section.id, by: check.by, date: check.date };
    const local = writtenSection(after, locale, section.id);
    if (!applied.has(section.id) || !local) {
      reviews.push({ ...mark, outcome: 'not-applied' });
      continue;
    }
    // Only a registered reviewer's verified signature on this very text credits a review.
    if (check.state === 'suggested') {
      reviews.push({ ...mark, outcome: 'suggested', problem: check.problem });
      continue;
    }
    if (local.review === 'reviewed') {
      reviews.push({ ...mark, outcome: 'already' });
      continue;
    }
    // The signed approval itself is the record (approvals/): the loader verifies it each time.
    const result = reviewTranslation(after, locale, [section.id], {
      records: new Map([[section.id, reviewRecord(locale, section.id, check.approval)]]),
    });
    if (result.notDrafted.length > 0) reviews.push({ ...mark, outcome: 'not-drafted' });
    else if (result.blocked.length > 0 || result.refused.length > 0 || result.unknown.length > 0) {
      const findings = result.blocked.flatMap((blocked) => blocked.findings);
      reviews.push({ ...mark, outcome: 'blocked', findings });
    } else {
      reviews.push({ ...mark, outcome: 'reviewed' });
      signedCurrent.push(section.id);
    }
  }
  return { reviews, signedCurrent };
}

function reviewRecord(locale: ReaderLocale, ruleId: string, approval: Approval): ReviewRecord {
  return {
    format: APPROVAL_RECORD_FORMAT,
    kind: 'review',
    locale,
    ruleId,
    textHash: approval.textHash,
    englishHash: approval.englishHash,
    date: approval.date,
    reviewer: approval.reviewer,
    keyId: approval.keyId,
    signature: approval.signature,
  };
}

/**
 * A verified approval signs the English it was read against, which is the English now: that is
 * a signed "current" (the bundle's unsigned `stamped` is not: applyStamps).
 */
export function stampSigned(
  after: ContentModel,
  locale: ReaderLocale,
  signedCurrent: readonly string[],
): StampOutcome[] {
  const toStamp = signedCurrent.filter(
    (id) => recordedHash(after, locale, id) !== after.sections.get(id)?.en?.hash,
  );
  if (toStamp.length === 0) return [];
  const result = stampTranslation(after, locale, toStamp);
  const done = new Set(Object.values(result.stamped).flat());
  return toStamp.map((id) => ({
    id,
    outcome: done.has(id) ? 'signed' : 'not-applied',
    english: after.sections.get(id)?.en?.hash ?? '',
  }));
}

/**
 * The bundle's Mark current marks, on sections whose text is in (applied or already the same).
 * `current`: the tree as it is now (read again only if a section was written since).
 */
export function applyStamps(
  bundle: HandbackBundle,
  applied: ReadonlySet<string>,
  current: () => ContentModel,
): StampOutcome[] {
  const asked = bundle.sections.filter((section) => section.stamped !== undefined);
  if (asked.length === 0) return [];
  const model = current();
  const outcomes: StampOutcome[] = [];
  for (const section of asked) {
    const english = section.stamped!;
    const local = writtenSection(model, bundle.locale, section.id);
    const now = model.sections.get(section.id)?.en?.hash;
    if (!applied.has(section.id) || !local)
      outcomes.push({ id: section.id, outcome: 'not-applied', english });
    else if (recordedHash(model, bundle.locale, section.id) === now) {
      outcomes.push({ id: section.id, outcome: 'already', english });
    } else {
      // A bundle's `stamped` is not signed: it marks nothing current. The maintainer compares the
      // section with the English and runs `content stamp`, or the reviewer signs an approval
      // (which signs the English it was read against).
      outcomes.push({ id: section.id, outcome: 'unsigned', english });
    }
  }
  return outcomes;
}
