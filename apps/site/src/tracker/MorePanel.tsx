import {
  createTracker,
  setSkipDefeated,
  skipsDefeated,
  type TrackerState,
  trackerFileText,
} from '@polyhedral/core/tracker';
import type { ComponentChildren, JSX } from 'preact';
import { useState } from 'preact/hooks';
import { downloadJson } from '../browser/download-json.ts';
import { CalcButton } from '../calculators/shared/CalcButton.tsx';
import { type ErrorResult, errorResultOf } from '../calculators/shared/error-result.ts';
import { CheckboxField } from '../calculators/shared/fields.tsx';
import { RoundNotesField } from './InitiativeOrder.tsx';
import { SavedFights } from './SavedFights.tsx';
import { LIVE_HASH, shareHashFor } from './share-link.ts';
import type { TrackerText } from './tracker-text.ts';
import { type Tracker, unreadableTracker } from './use-tracker.ts';

export function MorePanel(props: {
  tracker: Tracker;
  text: TrackerText;
  /** The import button (the page reads the file and reports what came of it). */
  importButton: ComponentChildren;
  phoneFields?: ComponentChildren;
}): JSX.Element {
  const { text } = props;
  const { state, apply } = props.tracker;
  const { t } = text;
  const unreadable = unreadableTracker();
  return (
    <div class="tracker-panel" data-testid="tracker-more">
      <SavedFights tracker={props.tracker} text={text} origin="top" canSave />
      <RoundNotesField state={state} text={text} apply={apply} />
      {props.phoneFields}
      <CheckboxField
        id="tracker-skip-defeated"
        label={t('tracker.settings.skipDefeated')}
        checked={skipsDefeated(state)}
        onChange={(on) => apply((s) => setSkipDefeated(s, on))}
      />
      <div class="tracker-buttons">
        <a
          class="calc-button"
          href={LIVE_HASH}
          target="_blank"
          rel="noopener"
          data-testid="tracker-open-live"
        >
          {t('tracker.live.open')}
        </a>
      </div>
      <p class="calc-hint">{t('tracker.live.openHint')}</p>
      <SharePanel state={state} text={text} />
      <div class="tracker-buttons tracker-file">
        <CalcButton
          label={t('tracker.export')}
          onClick={() => downloadJson(trackerFileText(state), 'tracker.json')}
        />
        {props.importButton}
        {unreadable !== null && (
          <CalcButton
            label={t('tracker.storage.downloadUnreadable')}
            testId="tracker-download-unreadable"
            onClick={() => downloadJson(unreadable, 'tracker-unreadable.json')}
          />
        )}
        <CalcButton label={t('tracker.card.print')} onClick={() => window.print()} />
        <CalcButton
          label={t('tracker.clear')}
          onClick={() => {
            if (window.confirm(t('tracker.clearConfirm'))) apply(() => createTracker());
          }}
        />
      </div>
    </div>
  );
}

/** "Share with players": the read-only link of this moment of the fight, to copy (share-link.ts). */
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
