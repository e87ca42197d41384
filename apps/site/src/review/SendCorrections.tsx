import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { ReviewerKey } from './ReviewerKey.tsx';
import { type ReviewDraft, readReviewer, saveReviewer } from './review-drafts.ts';
import type { ReviewText } from './review-text.ts';
import { SendWarning, SentNotice, SignPrompt } from './SendOutcomeView.tsx';
import type { SendOutcome } from './send-outcome.ts';
import { nameMessage, sendCorrections } from './send-steps.ts';
import { useReviewerKey } from './use-reviewer-key.ts';

interface Props {
  text: ReviewText;
  store: Storage | null;
  drafts: readonly ReviewDraft[];
}

/**
 * "Send my corrections": the reader's name (checked, remembered), the checks on every draft (errors
 * named; send anyway or fix first), then one `handback-<locale>-<date>.json` made in the worker; a
 * draft no file can carry is named and left out. The steps are send-steps.ts's.
 */
export function SendCorrections({ text, store, drafts }: Props): JSX.Element {
  const [reviewer, setReviewer] = useState(() => readReviewer(store));
  const [outcome, setOutcome] = useState<SendOutcome>(null);
  const keyState = useReviewerKey(text.locale);
  const send = async (confirmed: boolean, toSign: readonly string[] | null = null) => {
    const request = { text, store, drafts, reviewer, keyState, confirmed, toSign };
    setOutcome(await sendCorrections(request, () => setOutcome({ kind: 'checking' })));
  };
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
        <SendWarning text={text} outcome={outcome} onAnyway={() => void send(true)} />
      )}
      {outcome?.kind === 'sign' && (
        <SignPrompt
          text={text}
          outcome={outcome}
          onConfirm={(ids) => void send(true, ids)}
          onCancel={() => setOutcome(null)}
        />
      )}
      {outcome?.kind === 'done' && <SentNotice text={text} outcome={outcome} />}
      {outcome?.kind === 'problem' && (
        <p class="notice review-problem" role="alert">
          {outcome.message}
        </p>
      )}
      <ReviewerKey
        text={text}
        keyState={keyState}
        name={reviewer.trim()}
        checkName={() => nameMessage(text, reviewer)}
      />
    </section>
  );
}
