import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import type { ReviewText } from './review-text.ts';
import { reviewerLine } from './reviewer-line.ts';
import type { ReviewerKeyState } from './use-reviewer-key.ts';

interface Props {
  text: ReviewText;
  keyState: ReviewerKeyState;
  /** The name typed above, trimmed. */
  name: string;
  /** Why that name cannot be a reviewer's name (message text), or null. */
  checkName: () => Promise<string | null>;
}

/**
 * "Reviewer key": a key pair made on this device (the private key never leaves it), the public line
 * to send, and whether this build lists it; signed with a registered key an approval marks the
 * section reviewed on import, otherwise it arrives as a suggestion.
 */
export function ReviewerKey({ text, keyState, name, checkName }: Props): JSX.Element {
  const { key, registered } = keyState;
  const [problem, setProblem] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const make = async () => {
    const nameProblem = await checkName();
    if (nameProblem) {
      setProblem(text.t('ui.review.key.needName', { problem: nameProblem }));
      return;
    }
    try {
      setProblem(null);
      await keyState.make(name);
    } catch {
      setProblem(text.t('ui.review.key.failed'));
    }
  };
  const forget = async () => {
    if (!window.confirm(text.t('ui.review.key.forgetConfirm'))) return;
    try {
      await keyState.forget();
    } catch {
      setProblem(text.t('ui.review.key.failed'));
    }
  };
  const line = key ? reviewerLine(key, text.locale, new Date()) : '';
  return (
    <section class="review-key" aria-labelledby="review-key-title" data-review-key={keyStateName(keyState)}>
      <h2 id="review-key-title">{text.t('ui.review.key.title')}</h2>
      {key === null && (
        <>
          <p>{text.t('ui.review.key.none')}</p>
          <button type="button" onClick={() => void make()} data-review-key-make>
            {text.t('ui.review.key.make')}
          </button>
        </>
      )}
      {key && registered && (
        <p class="notice" data-review-key-registered={registered.name}>
          {text.t('ui.review.key.registered', { keyId: key.keyId, name: registered.name })}
        </p>
      )}
      {key && !registered && (
        <>
          <p class="notice">{text.t('ui.review.key.unregistered', { keyId: key.keyId, name: key.name })}</p>
          <label for="review-key-line">{text.t('ui.review.key.line')}</label>
          <textarea id="review-key-line" readOnly rows={5} spellcheck={false} lang="en" data-review-key-line>
            {line}
          </textarea>
          <button
            type="button"
            onClick={() => {
              void navigator.clipboard?.writeText(line).then(
                () => setCopied(true),
                () => setCopied(false),
              );
            }}
          >
            {text.t('ui.review.key.copy')}
          </button>{' '}
          <span role="status">{copied ? text.t('ui.review.key.copied') : ''}</span>
        </>
      )}
      {key && (
        <p class="review-key-loss" data-review-key-loss>
          {text.t('ui.review.key.loss')}
        </p>
      )}
      {key && (
        <p>
          <button type="button" onClick={() => void forget()} data-review-key-forget>
            {text.t('ui.review.key.forget')}
          </button>
        </p>
      )}
      {problem && (
        <p class="notice review-problem" role="alert">
          {problem}
        </p>
      )}
    </section>
  );
}

function keyStateName({ key, registered }: ReviewerKeyState): string {
  if (key === undefined) return 'loading';
  if (key === null) return 'none';
  return registered ? 'registered' : 'unregistered';
}
