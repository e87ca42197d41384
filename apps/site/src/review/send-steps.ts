import { draftFindings } from './draft-findings.ts';
import { readerNameProblem } from './reader-name.ts';
import { draftKind, type ReviewDraft } from './review-drafts.ts';
import { problemText, type ReviewText } from './review-text.ts';
import { sendHandback } from './send-handback.ts';
import { type SendOutcome, withErrors } from './send-outcome.ts';
import { unsentDrafts } from './sent-drafts.ts';
import { draftsToSign } from './sign-drafts.ts';
import type { ReviewerKeyState } from './use-reviewer-key.ts';

/** What one press of Send reads. */
export interface SendRequest {
  text: ReviewText;
  store: Storage | null;
  drafts: readonly ReviewDraft[];
  /** The name typed in the form. */
  reviewer: string;
  keyState: ReviewerKeyState;
  /** The reader chose to send despite errors. */
  confirmed: boolean;
  /** The rule IDs the reader saw listed and confirmed signing on this Send (null: not asked yet). */
  toSign: readonly string[] | null;
}

/** The reader's name checked: the message to show, or null when it will do. */
export async function nameMessage(text: ReviewText, reviewer: string): Promise<string | null> {
  const problem = await readerNameProblem(reviewer);
  if (!problem) return null;
  return problem.code === 'handback.trust.name.empty'
    ? text.t('ui.review.send.reviewerMissing')
    : problemText(text, problem);
}

/**
 * One press of Send: the name, unsent drafts, the checks (send anyway or fix), the approvals to sign
 * (confirmed once per Send, asked again when the list changed), then the file.
 */
export async function sendCorrections(request: SendRequest, checking: () => void): Promise<SendOutcome> {
  const { text, store, keyState } = request;
  const problem = (key: Parameters<ReviewText['t']>[0]): SendOutcome => ({
    kind: 'problem',
    message: text.t(key),
  });
  const nameProblem = await nameMessage(text, request.reviewer);
  if (nameProblem) return { kind: 'problem', message: nameProblem };
  // With a key on the device, approvals are signed with the name the key was made (or
  // registered) for; the file records that name.
  const { key, registered } = keyState;
  const name = key ? (registered?.name ?? key.name) : request.reviewer.trim();
  const withWork = request.drafts.filter((draft) => draftKind(draft) !== null);
  if (withWork.length === 0) return problem('ui.review.send.nothing');
  // A draft once sent is not sent again (sent-drafts.ts): a declined correction does not come back.
  const { fresh, alreadySent } = await unsentDrafts(store, text.locale, withWork);
  if (fresh.length === 0) return problem('ui.review.send.allSent');
  const ready = fresh.map(({ draft }) => draft);
  if (ready.every((draft) => draft.startingPoint === null)) return problem('ui.review.send.unknownStart');
  checking();
  if (!request.confirmed) {
    const items = withErrors(text, await draftFindings(text.locale, ready));
    if (items.length > 0) return { kind: 'warning', items };
  }
  const signing = key ? draftsToSign(ready) : [];
  const ids = signing.map((draft) => draft.id);
  const { toSign } = request;
  if (key && ids.length > 0 && (toSign === null || toSign.join('\n') !== ids.join('\n'))) {
    const items = signing.map((draft) => ({
      id: draft.id,
      title: draft.title,
      corrected: draft.markdown !== draft.original,
    }));
    return { kind: 'sign', keyId: key.keyId, items };
  }
  return sendHandback({ text, store, fresh, alreadySent, name, keyState, toSign: toSign ?? [] });
}
