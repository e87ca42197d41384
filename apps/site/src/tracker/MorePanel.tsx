import {
  createTracker,
  setSkipDefeated,
  skipsDefeated,
  type TrackerState,
  trackerFileText,
} from '@polyhedral/core/tracker';
import type { ComponentChildren, JSX } from 'preact';
import { downloadJson } from '../browser/download-json.ts';
import { CalcButton } from '../calculators/shared/CalcButton.tsx';
import { CheckboxField } from '../calculators/shared/fields.tsx';
import { LIVE_HASH } from './live-view.ts';
import { RoundNotesField } from './RoundNotes.tsx';
import { SavedFights } from './SavedFights.tsx';
import { SharePanel } from './SharePanel.tsx';
import { unreadableTracker } from './tracker-storage.ts';
import type { TrackerText } from './tracker-text.ts';
import type { Apply, Tracker } from './use-tracker.ts';

/**
 * The tracker's other tools: fights saved by name, phone mode, skipping defeated creatures, the live players' screen, sharing,
 * the tracker as a file (export, import), printing and starting afresh.
 */
export function MorePanel(props: {
  /** The tracker, for the fights saved by name (SavedFights). */
  tracker: Tracker;
  state: TrackerState;
  text: TrackerText;
  apply: Apply;
  /** The import button (the page reads the file and reports what came of it). */
  importButton: ComponentChildren;
  /** Phone mode's settings (PhoneModeFields). */
  phoneFields?: ComponentChildren;
}): JSX.Element {
  const { state, text, apply } = props;
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
