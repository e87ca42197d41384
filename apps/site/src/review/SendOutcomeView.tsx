import type { JSX } from 'preact';
import { draftPagePath } from './review-paths.ts';
import type { ReviewText } from './review-text.ts';
import type { NamedProblem, SendOutcome } from './send-outcome.ts';

interface OutcomeProps<K> {
  text: ReviewText;
  outcome: Extract<SendOutcome, { kind: K }>;
}

/** Drafts named by title with what is wrong, each with a link to open it. */
function ProblemList(props: { text: ReviewText; items: readonly NamedProblem[] }): JSX.Element {
  const { text } = props;
  return (
    <ul class="review-send-problems">
      {props.items.map((item) => (
        <li key={item.id} data-draft={item.id}>
          <strong>{item.title}</strong>: {item.message}{' '}
          <a href={draftPagePath(text.locale, item.id)}>{text.t('ui.review.open')}</a>
        </li>
      ))}
    </ul>
  );
}

/** Drafts with errors: named, and "send anyway". */
export function SendWarning(props: OutcomeProps<'warning'> & { onAnyway: () => void }): JSX.Element {
  const { text } = props;
  return (
    <div class="notice review-send-warning" role="alert" data-review-send-warning>
      <p>{text.t('ui.review.send.warnErrors')}</p>
      <ProblemList text={text} items={props.outcome.items} />
      <button type="button" onClick={props.onAnyway} data-review-send-anyway>
        {text.t('ui.review.send.anyway')}
      </button>
    </div>
  );
}

/** The approvals the key is about to sign, listed before any is signed, to confirm or cancel. */
export function SignPrompt(
  props: OutcomeProps<'sign'> & { onConfirm: (ids: string[]) => void; onCancel: () => void },
): JSX.Element {
  const { text, outcome } = props;
  return (
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
        onClick={() => props.onConfirm(outcome.items.map((item) => item.id))}
        data-review-send-sign-confirm
      >
        {text.t('ui.review.send.signConfirm')}
      </button>{' '}
      <button type="button" onClick={props.onCancel} data-review-send-sign-cancel>
        {text.t('ui.review.send.signCancel')}
      </button>
    </div>
  );
}

/** The files downloaded, what was skipped as sent before, the approvals in them, what no file could carry. */
export function SentNotice(props: OutcomeProps<'done'>): JSX.Element {
  const { text, outcome } = props;
  return (
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
          <ProblemList text={text} items={outcome.refused} />
        </div>
      )}
    </div>
  );
}
