import type { JSX } from 'preact';
import type { ConditionText } from './condition-text.ts';
import { useLiveReceiver } from './live-view.ts';
import { LeaveButton, PlayerViewPanel } from './PlayerViewPanel.tsx';
import type { TrackerText } from './tracker-text.ts';

/** The live players' screen (`#live`): the game master's tracker as the players see it, as it changes. */
export function LivePlayerScreen(props: {
  conditions: readonly ConditionText[];
  text: TrackerText;
  onLeave: () => void;
}): JSX.Element {
  const { t } = props.text;
  const live = useLiveReceiver(true);
  const problem = live.problem ? (
    <p class="calc-error" role="alert">
      {props.text.error(live.problem)}
    </p>
  ) : null;
  if (live.view)
    return (
      <div data-testid="tracker-live" data-live-state="showing">
        {problem}
        <PlayerViewPanel
          view={live.view}
          conditions={props.conditions}
          text={props.text}
          onLeave={props.onLeave}
          live
        />
      </div>
    );
  return (
    <section class="tracker-view" data-testid="tracker-live" data-live-state="waiting">
      <h2>{t('tracker.live.title')}</h2>
      <p class="calc-hint" role="status">
        {t(live.supported ? 'tracker.live.waiting' : 'tracker.live.unsupported')}
      </p>
      {problem}
      <LeaveButton text={props.text} onLeave={props.onLeave} />
    </section>
  );
}
