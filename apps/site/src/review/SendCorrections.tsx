import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { loadSectionCheck } from './load-section-check.ts';
import { draftKind, type ReviewDraft, readReviewer, saveReviewer } from './review-drafts.ts';
import { downloadHandback, handbackFiles } from './review-handback.ts';
import { problemText, type ReviewText } from './review-text.ts';

interface Props {
  text: ReviewText;
  store: Storage | null;
  drafts: readonly ReviewDraft[];
}

type Outcome = { kind: 'done'; files: string[] } | { kind: 'problem'; message: string } | null;

/**
 * "Send my corrections": the reviewer's name (required, remembered on the device) and one
 * download, `handback-<locale>-<date>.json` (buildReaderHandback, with the build's starting
 * point), then where the file went and what to do with it. The drafts stay until discarded.
 */
export function SendCorrections({ text, store, drafts }: Props): JSX.Element {
  const [reviewer, setReviewer] = useState(() => readReviewer(store));
  const [outcome, setOutcome] = useState<Outcome>(null);
  const send = async (event: Event) => {
    event.preventDefault();
    const name = reviewer.trim();
    if (name === '') {
      setOutcome({ kind: 'problem', message: text.t('ui.review.send.reviewerMissing') });
      return;
    }
    const ready = drafts.filter((draft) => draftKind(draft) !== null);
    if (ready.length === 0) {
      setOutcome({ kind: 'problem', message: text.t('ui.review.send.nothing') });
      return;
    }
    if (ready.every((draft) => draft.startingPoint === null)) {
      setOutcome({ kind: 'problem', message: text.t('ui.review.send.unknownStart') });
      return;
    }
    try {
      const tools = await loadSectionCheck();
      const files = handbackFiles(tools, ready, name, new Date());
      for (const file of files) downloadHandback(tools, file);
      setOutcome({ kind: 'done', files: files.map((file) => file.fileName) });
    } catch (error) {
      const problem = error as { code?: unknown; params?: Record<string, unknown>; message?: unknown };
      const message =
        typeof problem.code === 'string'
          ? problemText(text, { code: problem.code, params: problem.params ?? {} })
          : String(problem.message ?? error);
      setOutcome({ kind: 'problem', message: text.t('ui.review.send.failed', { problem: message }) });
    }
  };
  return (
    <section class="review-send" aria-labelledby="review-send-title">
      <h2 id="review-send-title">{text.t('ui.review.send.title')}</h2>
      <form onSubmit={send} noValidate>
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
        <button type="submit" data-review-send>
          {text.t('ui.review.send.button')}
        </button>
      </form>
      {outcome?.kind === 'done' && (
        <p class="notice review-sent" role="status" data-review-sent={outcome.files.join(' ')}>
          {text.t('ui.review.send.done', { files: outcome.files.join(', ') })}
        </p>
      )}
      {outcome?.kind === 'problem' && (
        <p class="notice review-problem" role="alert">
          {outcome.message}
        </p>
      )}
    </section>
  );
}
