import type { TrackerState } from '@polyhedral/core/tracker';
import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { CalcButton } from '../calculators/shared/CalcButton.tsx';
import { type ErrorResult, errorResultOf } from '../calculators/shared/error-result.ts';
import { shareHashFor } from './share-link.ts';
import type { TrackerText } from './tracker-text.ts';

/**
 * "Share with players": makes the read-only link of this moment of the fight (share-link.ts) and
 * shows it to copy (the clipboard where the browser allows it, the field always).
 */
export function SharePanel(props: { state: TrackerState; text: TrackerText }): JSX.Element {
  const { t } = props.text;
  const [link, setLink] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const [failure, setFailure] = useState<ErrorResult | null>(null);
  const make = async () => {
    setCopied(false);
    setFailure(null);
    try {
      const hash = await shareHashFor(props.state);
      setLink(`${location.origin}${location.pathname}${hash}`);
    } catch (error) {
      setFailure(errorResultOf(error));
    }
  };
  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      // No clipboard here (permission, an insecure page): the field stays selected to copy by hand.
      (document.getElementById('tracker-share-link') as HTMLInputElement | null)?.select();
    }
  };
  return (
    <section class="tracker-share" aria-labelledby="tracker-share-title" data-testid="tracker-share">
      <h2 id="tracker-share-title">{t('tracker.share.title')}</h2>
      <p class="calc-hint">{t('tracker.share.intro')}</p>
      <div class="tracker-buttons">
        <CalcButton
          label={t('tracker.share.make')}
          disabled={props.state.creatures.length === 0}
          onClick={() => void make()}
        />
      </div>
      {failure ? (
        <p class="calc-error" role="alert">
          {props.text.error(failure)}
        </p>
      ) : null}
      {link ? (
        <div class="calc-field">
          <label for="tracker-share-link">{t('tracker.share.link')}</label>
          <input
            id="tracker-share-link"
            type="text"
            readOnly
            value={link}
            onFocus={(event) => (event.target as HTMLInputElement).select()}
          />
          <div class="tracker-buttons">
            <CalcButton label={t('tracker.share.copy')} onClick={() => void copy()} />
            {copied ? (
              <span class="calc-hint" role="status">
                {t('tracker.share.copied')}
              </span>
            ) : null}
          </div>
        </div>
      ) : null}
    </section>
  );
}
