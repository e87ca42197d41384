import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { type DraftFindings, draftFindings } from './draft-findings.ts';
import { ReviewerKey } from './ReviewerKey.tsx';
import { readerFindingText } from './reader-findings.ts';
import { readerNameProblem } from './reader-name.ts';
import { draftKind, type ReviewDraft, readReviewer, saveReviewer } from './review-drafts.ts';
import { downloadHandback } from './review-handback.ts';
import { definitionDraftId, draftPagePath } from './review-paths.ts';
import { problemText, type ReviewText } from './review-text.ts';
import { askWorker, SectionWorkerError } from './section-worker-client.ts';
import { recordSent, unsentDrafts } from './sent-drafts.ts';
import { draftsToSign, signedApprovals } from './sign-drafts.ts';
import { workerProblemText } from './use-live-check.ts';
import { useReviewerKey } from './use-reviewer-key.ts';

interface Props {
  text: ReviewText;
  store: Storage | null;
  drafts: readonly ReviewDraft[];
}

/** A draft named by its section's title, with what is wrong with it in the reader's language. */
interface NamedProblem {
  id: string;
  title: string;
  message: string;
}

type Outcome =
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
function withErrors(text: ReviewText, checked: readonly DraftFindings[]): NamedProblem[] {
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

/**
 * "Send my corrections": the reader's name (required, checked, remembered on the device), then
 * the checks on every draft (a draft with errors is named by its title, and the reader sends
 * anyway or fixes it first), then one download, `handback-<locale>-<date>.json`, made in the
 * checks' worker; a draft no file can carry (a 280 KB text) is named and left out, the rest go.
 * The drafts stay until discarded.
 */
export function SendCorrections({ text, store, drafts }: Props): JSX.Element {
  const [reviewer, setReviewer] = useState(() => readReviewer(store));
  const [outcome, setOutcome] = useState<Outcome>(null);
  const keyState = useReviewerKey(text.locale);
  const nameMessage = async (): Promise<string | null> => {
    const problem = await readerNameProblem(reviewer);
    if (!problem) return null;
    return problem.code === 'handback.trust.name.empty'
      ? text.t('ui.review.send.reviewerMissing')
      : problemText(text, problem);
  };
  /**
   * `confirmed`: the reader chose to send despite errors. `toSign`: the rule IDs the reader saw
   * listed and confirmed signing on this Send (null: not asked yet). The list is asked for again
   * when the drafts to sign are not exactly those.
   */
  const send = async (confirmed: boolean, toSign: readonly string[] | null = null) => {
    const nameProblem = await nameMessage();
    if (nameProblem) {
      setOutcome({ kind: 'problem', message: nameProblem });
      return;
    }
    // With a key on the device, approvals are signed with the name the key was made (or
    // registered) for; the file records that name.
    const { key, registered } = keyState;
    const name = key ? (registered?.name ?? key.name) : reviewer.trim();
    const withWork = drafts.filter((draft) => draftKind(draft) !== null);
    if (withWork.length === 0) {
      setOutcome({ kind: 'problem', message: text.t('ui.review.send.nothing') });
      return;
    }
    // A draft once sent is not sent again (sent-drafts.ts): a declined correction does not come back.
    const { fresh, alreadySent } = await unsentDrafts(store, text.locale, withWork);
    if (fresh.length === 0) {
      setOutcome({ kind: 'problem', message: text.t('ui.review.send.allSent') });
      return;
    }
    const ready = fresh.map(({ draft }) => draft);
    if (ready.every((draft) => draft.startingPoint === null)) {
      setOutcome({ kind: 'problem', message: text.t('ui.review.send.unknownStart') });
      return;
    }
    setOutcome({ kind: 'checking' });
    if (!confirmed) {
      const items = withErrors(text, await draftFindings(text.locale, ready));
      if (items.length > 0) {
        setOutcome({ kind: 'warning', items });
        return;
      }
    }
    const signing = key ? draftsToSign(ready) : [];
    const ids = signing.map((draft) => draft.id);
    if (key && ids.length > 0 && (toSign === null || toSign.join('\n') !== ids.join('\n'))) {
      setOutcome({
        kind: 'sign',
        keyId: key.keyId,
        items: signing.map((draft) => ({
          id: draft.id,
          title: draft.title,
          corrected: draft.markdown !== draft.original,
        })),
      });
      return;
    }
    try {
      const now = new Date();
      const approvals = key ? await signedApprovals(ready, key, name, now, new Set(toSign ?? [])) : {};
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
      for (const file of answer.files) downloadHandback(file);
      if (answer.files.length === 0) {
        setOutcome({ kind: 'problem', message: text.t('ui.review.send.noneCarried') });
        return;
      }
      const carried = new Set(
        answer.files.flatMap((file) => [
          ...file.bundle.sections.map((section) => section.id),
          ...(file.bundle.glossary ?? []).map((entry) => definitionDraftId(entry.term)),
        ]),
      );
      recordSent(
        store,
        text.locale,
        fresh.filter(({ draft }) => carried.has(draft.id)).map(({ hash }) => hash),
      );
      setOutcome({
        kind: 'done',
        files: answer.files.map((file) => file.fileName),
        alreadySent,
        refused,
        approvals: ready.filter((draft) => draft.approved && carried.has(draft.id)).length,
        registered: key !== null && key !== undefined && registered !== null,
      });
    } catch (error) {
      const message =
        error instanceof SectionWorkerError && error.code?.startsWith('handback.')
          ? problemText(text, { code: error.code, params: error.params })
          : workerProblemText(text, error);
      setOutcome({ kind: 'problem', message: text.t('ui.review.send.failed', { problem: message }) });
    }
  };
  const problems = (items: readonly NamedProblem[]) => (
    <ul class="review-send-problems">
      {items.map((item) => (
        <li key={item.id} data-draft={item.id}>
          <strong>{item.title}</strong>: {item.message}{' '}
          <a href={draftPagePath(text.locale, item.id)}>{text.t('ui.review.open')}</a>
        </li>
      ))}
    </ul>
  );
  return (
    <section class="review-send" aria-labelledby="review-send-title">
      <h2 id="review-send-title">{text.t('ui.review.send.title')}</h2>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void send(false);
        }}
        noValidate
      >
        <label for="review-reviewer">{text.t('ui.review.send.reviewer')}</label>
        <input
          id="review-reviewer"
          type="text"
          autocomplete="name"
          required
          maxLength={120}
          value={reviewer}
          onInput={(event) => {
            setReviewer(event.currentTarget.value);
            saveReviewer(store, event.currentTarget.value);
          }}
        />
        <button type="submit" data-review-send disabled={outcome?.kind === 'checking'}>
          {text.t('ui.review.send.button')}
        </button>
      </form>
      {outcome?.kind === 'checking' && (
        <p role="status" aria-busy="true">
          {text.t('ui.review.send.checking')}
        </p>
      )}
      {outcome?.kind === 'warning' && (
        <div class="notice review-send-warning" role="alert" data-review-send-warning>
          <p>{text.t('ui.review.send.warnErrors')}</p>
          {problems(outcome.items)}
          <button type="button" onClick={() => void send(true)} data-review-send-anyway>
            {text.t('ui.review.send.anyway')}
          </button>
        </div>
      )}
      {outcome?.kind === 'sign' && (
        <div class="notice review-send-sign" role="alert" data-review-send-sign={outcome.items.length}>
          <p>
            <strong>
              {text.t('ui.review.send.signTitle', { keyId: outcome.keyId, count: outcome.items.length })}
            </strong>
          </p>
          <p>{text.t('ui.review.send.signIntro')}</p>
          <ul class="review-send-sign-list">
            {outcome.items.map((item) => (
              <li key={item.id} data-draft={item.id} data-corrected={item.corrected ? '' : undefined}>
                <strong>{item.title}</strong> (<code>{item.id}</code>){' '}
                {text.t(item.corrected ? 'ui.review.kind.correctedApproved' : 'ui.review.kind.approved')}
              </li>
            ))}
          </ul>
          <button
            type="button"
            onClick={() =>
              void send(
                true,
                outcome.items.map((item) => item.id),
              )
            }
            data-review-send-sign-confirm
          >
            {text.t('ui.review.send.signConfirm')}
          </button>{' '}
          <button type="button" onClick={() => setOutcome(null)} data-review-send-sign-cancel>
            {text.t('ui.review.send.signCancel')}
          </button>
        </div>
      )}
      {outcome?.kind === 'done' && (
        <div class="notice review-sent" role="status" data-review-sent={outcome.files.join(' ')}>
          <p>{text.t('ui.review.send.done', { files: outcome.files.join(', ') })}</p>
          {outcome.alreadySent > 0 && (
            <p data-review-send-skipped={outcome.alreadySent}>
              {text.t('ui.review.send.skippedSent', { count: outcome.alreadySent })}
            </p>
          )}
          {outcome.approvals > 0 && (
            <p data-review-send-approvals={outcome.registered ? 'signed' : 'suggested'}>
              {outcome.registered
                ? text.t('ui.review.send.signed', { count: outcome.approvals })
                : text.t('ui.review.send.suggested')}
            </p>
          )}
          {outcome.refused.length > 0 && (
            <div data-review-send-refused>
              <p>{text.t('ui.review.send.leftOut')}</p>
              {problems(outcome.refused)}
            </div>
          )}
        </div>
      )}
      {outcome?.kind === 'problem' && (
        <p class="notice review-problem" role="alert">
          {outcome.message}
        </p>
      )}
      <ReviewerKey text={text} keyState={keyState} name={reviewer.trim()} checkName={nameMessage} />
    </section>
  );
}
