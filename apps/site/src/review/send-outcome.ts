import type { DraftFindings } from './draft-findings.ts';
import { readerFindingText } from './reader-findings.ts';
import type { ReviewText } from './review-text.ts';

/** A draft named by its section's title, with what is wrong with it in the reader's language. */
export interface NamedProblem {
  id: string;
  title: string;
  message: string;
}

/** What "Send my corrections" shows after a press: each step's answer, or nothing yet. */
export type SendOutcome =
  | { kind: 'checking' }
  | { kind: 'warning'; items: NamedProblem[] }
  /** The approvals the key is about to sign, shown before any is signed: one confirm per Send. */
  | { kind: 'sign'; keyId: string; items: Array<{ id: string; title: string; corrected: boolean }> }
  | {
      kind: 'done';
      files: string[];
      refused: NamedProblem[];
      /** Approvals in the files: how many, and whether signed with a key this build lists as registered. */
      approvals: number;
      registered: boolean;
      /** Drafts left out because this device sent them already. */
      alreadySent: number;
    }
  | { kind: 'problem'; message: string }
  | null;

/** The drafts the checks find errors in, each named by its title with its first error. */
export function withErrors(text: ReviewText, checked: readonly DraftFindings[]): NamedProblem[] {
  return checked.flatMap(({ draft, errors }) =>
    errors && errors.length > 0
      ? [
          {
            id: draft.id,
            title: draft.title,
            message: text.t('ui.review.send.errorsIn', {
              count: errors.length,
              first: readerFindingText(text, errors[0]!, draft.title),
            }),
          },
        ]
      : [],
  );
}
