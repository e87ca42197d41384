/**
 * `@polyhedral/content/trust`: who may grant a review mark, browser-safe (Web Crypto only):
 * the signing and verifying the site's review page, the workbench and the CLI share.
 */

export { localCalendarDate } from '../text/calendar-date.ts';
export {
  type Approval,
  approvalPayload,
} from './approval.ts';
export { approvalTextHash, englishTextHash } from './approval-text-hash.ts';
export { fromBase64url, toBase64url } from './base64url.ts';

export {
  keyIdOf,
  makeReviewerKey,
} from './reviewer-key.ts';
export {
  reviewDateProblem,
  reviewerNameProblem,
  utcToday,
} from './reviewer-name.ts';
export {
  parseReviewers,
  REVIEWERS_FILE,
} from './reviewers.ts';
export { signApproval } from './sign-approval.ts';
export {
  approvalProblem,
  approvalReason,
  verifyApproval,
} from './verify-approval.ts';
