import { downloadJson } from '../browser/download-json.ts';
import type { ReviewDraft } from './review-drafts.ts';
import { definitionDraftId } from './review-paths.ts';
import { problemText, type ReviewText } from './review-text.ts';
import { askWorker, SectionWorkerError } from './section-worker-client.ts';
import type { SendOutcome } from './send-outcome.ts';
import { recordSent } from './sent-drafts.ts';
import { signedApprovals } from './sign-drafts.ts';
import { workerProblemText } from './use-live-check.ts';
import type { ReviewerKeyState } from './use-reviewer-key.ts';

/** The drafts one Send carries and what it knows of them. */
export interface HandbackRequest {
  text: ReviewText;
  store: Storage | null;
  /** The drafts not sent before, with the hash each is remembered by once sent. */
  fresh: ReadonlyArray<{ draft: ReviewDraft; hash: string }>;
  alreadySent: number;
  /** The name the file records (the key's when there is one). */
  name: string;
  keyState: ReviewerKeyState;
  /** The rule IDs the reader confirmed signing. */
  toSign: readonly string[];
}

/** The hand-back made and downloaded: approvals signed, files made in the worker, carried drafts recorded as sent. */
export async function sendHandback(request: HandbackRequest): Promise<SendOutcome> {
  const { text, store, fresh, name, keyState } = request;
  const { key, registered } = keyState;
  const ready = fresh.map(({ draft }) => draft);
  try {
    const now = new Date();
    const approvals = key ? await signedApprovals(ready, key, name, now, new Set(request.toSign)) : {};
    const answer = await askWorker({
      kind: 'handback',
      drafts: ready,
      reviewer: name,
      now: now.toISOString(),
      approvals,
    });
    const titles = new Map(ready.map((draft) => [draft.id, draft.title]));
    const refused = answer.refused.map(({ id, problem }) => ({
      id,
      title: titles.get(id) ?? id,
      message:
        problem.code === 'handback.bundle.invalid' || problem.code === null
          ? text.t('ui.review.send.cannotCarry')
          : problemText(text, { code: problem.code, params: problem.params }),
    }));
    for (const file of answer.files) downloadJson(file.text, file.fileName);
    if (answer.files.length === 0) return { kind: 'problem', message: text.t('ui.review.send.noneCarried') };
    const carried = new Set(
      answer.files.flatMap((file) => [
        ...file.bundle.sections.map((section) => section.id),
        ...(file.bundle.glossary ?? []).map((entry) => definitionDraftId(entry.term)),
      ]),
    );
    const sent = fresh.filter(({ draft }) => carried.has(draft.id)).map(({ hash }) => hash);
    recordSent(store, text.locale, sent);
    return {
      kind: 'done',
      files: answer.files.map((file) => file.fileName),
      alreadySent: request.alreadySent,
      refused,
      approvals: ready.filter((draft) => draft.approved && carried.has(draft.id)).length,
      registered: key !== null && key !== undefined && registered !== null,
    };
  } catch (error) {
    const message =
      error instanceof SectionWorkerError && error.code?.startsWith('handback.')
        ? problemText(text, { code: error.code, params: error.params })
        : workerProblemText(text, error);
    return { kind: 'problem', message: text.t('ui.review.send.failed', { problem: message }) };
  }
}
