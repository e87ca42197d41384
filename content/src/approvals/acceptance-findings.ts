/**
 * `content check`'s word on a maintainer's acceptance that counts for nothing although its text and
 * English are the section's now (derive-acceptance.ts): unsigned, signed with a key that is not the
 * registered maintainer's for this locale and name, dated in the future or outside the key's
 * window, by a revoked key, or with a signature that does not verify. An error: a pull request
 * cannot add an acceptance nobody made. Named at the record's file.
 */
import { type Diagnostic, makeDiagnostic } from '../findings/diagnostic.ts';
import type { LostReview } from './review-credit.ts';

const CODE_BY_REASON: Readonly<Record<string, AcceptanceFindingCode>> = {
  unsigned: 'content.approval.acceptance-unsigned',
  'unknown-key': 'content.approval.acceptance-not-maintainer',
  'wrong-role': 'content.approval.acceptance-not-maintainer',
  'name-mismatch': 'content.approval.acceptance-not-maintainer',
  'locale-not-registered': 'content.approval.acceptance-not-maintainer',
  'bad-date': 'content.approval.acceptance-future-date',
  'outside-key-window': 'content.approval.acceptance-outside-window',
  'key-revoked': 'content.approval.acceptance-key-revoked',
  'bad-signature': 'content.approval.acceptance-bad-signature',
};

export type AcceptanceFindingCode =
  | 'content.approval.acceptance-unsigned'
  | 'content.approval.acceptance-not-maintainer'
  | 'content.approval.acceptance-future-date'
  | 'content.approval.acceptance-outside-window'
  | 'content.approval.acceptance-key-revoked'
  | 'content.approval.acceptance-bad-signature';

/** The finding for a section's (or definition's) derived state, or null when its record is no refused acceptance. */
export function acceptanceFinding(
  lastReview: LostReview | undefined,
  file: string,
  id: string,
  locale: string,
): Diagnostic | null {
  if (lastReview?.kind !== 'maintainer-acceptance' || lastReview.why !== 'not-verified') return null;
  const code = CODE_BY_REASON[lastReview.reason ?? ''];
  if (!code) return null;
  return makeDiagnostic(
    code,
    file,
    { line: 1, column: 1 },
    { file, id, localeCode: locale, date: lastReview.on ?? '' },
  );
}
