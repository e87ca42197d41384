/**
 * `@polyhedral/content/review-trust`: who may grant a review mark, browser-safe (Web Crypto via
 * `globalThis.crypto.subtle`, no Node built-in). A reviewer registered in `content/reviewers.yaml`
 * signs each approval over (locale, rule ID, text hash, date, name, key ID); `content import`
 * credits a review only when verifyApproval says so. The site's review page, the workbench and the
 * CLI sign and check with these same functions.
 */

export { localCalendarDate } from '../text/calendar-date.ts';
export {
  APPROVAL_PAYLOAD_TAG,
  type Approval,
  type ApprovalSubject,
  approvalPayload,
  approvalSchema,
  FULL_HASH_PATTERN,
  glossaryRuleId,
  KEY_ID_PATTERN,
} from './approval.ts';
export { approvalTextHash, englishTextHash, normalizedSectionText } from './approval-text-hash.ts';
export { fromBase64url, toBase64url } from './base64url.ts';
export { isHighS, lowS } from './low-s.ts';
export {
  exportPrivateKey,
  importPrivateKey,
  importVerifyKey,
  isP256Spki,
  keyIdOf,
  makeReviewerKey,
  publicKeyOfPrivate,
  type ReviewerKeyPair,
  spkiOfRegisteredKey,
} from './reviewer-key.ts';
export {
  isReviewerName,
  MAX_REVIEWER_NAME_LENGTH,
  reviewDateProblem,
  reviewerNameProblem,
  type TrustProblem,
  utcToday,
} from './reviewer-name.ts';
export {
  EMPTY_REGISTRY,
  parseReviewerEntries,
  parseReviewers,
  REVIEWERS_FILE,
  type RegisteredReviewer,
  type ReviewerRegistry,
  registryOf,
  reviewersText,
} from './reviewers.ts';
export { type Signer, signApproval } from './sign-approval.ts';
export {
  type ApprovalProblem,
  type ApprovalRefusal,
  type ApprovalVerdict,
  approvalPrecheck,
  approvalProblem,
  approvalReason,
  verifyApproval,
} from './verify-approval.ts';
