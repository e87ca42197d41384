import type { PlayerView } from '@polyhedral/core/tracker';
import type { JSX } from 'preact';
import { CalcButton } from '../calculators/shared/CalcButton.tsx';
import { ConditionList, EffectList } from './ConditionList.tsx';
import type { ConditionText } from './condition-text.ts';
import { useLiveReceiver } from './share-link.ts';
import type { TrackerText } from './tracker-text.ts';

/**
 * The players' read-only view of a fight: the characters' hit points, each monster only as Bloodied,
 * defeated or dead. Nothing here changes, reads or writes the tracker kept on this device.
 */
export function PlayerViewPanel(props: {
  view: PlayerView;
  conditions: readonly ConditionText[];
  text: TrackerText;
  onLeave: () => void;
  /** A live players' screen (it follows the game master's tab) rather than a link's snapshot. */
  live?: boolean;
}): JSX.Element {
  const { view, text } = props;
  const { t, n } = text;
  const current = view.creatures.find((one) => one.id === view.currentId);
  // A monster only as dead, defeated or Bloodied; a character as dead, defeated, Stable or dying.
  const statusOf = (creature: PlayerView['creatures'][number]) => {
    if (creature.kind === 'monster' ? creature.health === 'dead' : creature.dead)
      return t('tracker.status.dead');
    if (creature.defeated) return t('tracker.status.defeated');
    if (creature.kind === 'monster')
      return creature.health === 'bloodied' ? t('tracker.status.bloodied') : null;
    if (creature.stable) return t('tracker.status.stable');
    const { successes, failures } = creature.deathSaves;
    return creature.hp === 0
      ? t('tracker.status.dying', { successes: n(successes), failures: n(failures) })
      : null;
  };
  return (
    <section class="tracker-view" aria-labelledby="tracker-view-title" data-testid="tracker-view">
      <h2 id="tracker-view-title">{t(props.live ? 'tracker.live.title' : 'tracker.view.title')}</h2>
      <p class="calc-hint">{t(props.live ? 'tracker.live.intro' : 'tracker.view.snapshot')}</p>
      <p class="tracker-turn__status" data-testid="tracker-view-status" aria-live="polite">
        {current
          ? t('tracker.turn.status', { round: n(view.round), name: current.name })
          : t('tracker.view.notStarted')}
      </p>
      <ol class="tracker-creatures">
        {view.creatures.map((creature) => {
          const isCurrent = creature.id === view.currentId;
          const status = statusOf(creature);
          return (
            <li
              key={creature.id}
              class={`tracker-creature${isCurrent ? ' tracker-creature--current' : ''}${
                creature.defeated ? ' tracker-creature--defeated' : ''
              }`}
              data-creature-name={creature.name}
              aria-current={isCurrent ? 'step' : undefined}
            >
              <div class="tracker-creature__head">
                <span class="tracker-creature__name">{creature.name}</span>
                {isCurrent ? <span class="tracker-badge">{t('tracker.turn.current')}</span> : null}
              </div>
              <div class="tracker-creature__numbers">
                <span>
                  {t('tracker.initiative.label')}{' '}
                  {creature.initiative === null ? t('tracker.initiative.none') : n(creature.initiative)}
                </span>
                {creature.kind === 'character' ? (
                  <span>
                    {t('tracker.creature.hp', { hp: n(creature.hp), max: n(creature.maxHp) })}
                    {creature.temp > 0 ? ` ${t('tracker.creature.temp', { temp: n(creature.temp) })}` : ''}
                  </span>
                ) : null}
                {status ? <span class="tracker-status">{status}</span> : null}
                {creature.concentrating ? <span>{t('tracker.concentration.label')}</span> : null}
                {creature.exhaustion > 0 ? (
                  <span>
                    {t('tracker.exhaustion.label')} {n(creature.exhaustion)}:{' '}
                    {text.exhaustion(creature.exhaustion)}
                  </span>
                ) : null}
              </div>
              <ConditionList creature={creature} conditions={props.conditions} text={text} />
              <EffectList creature={creature} text={text} />
            </li>
          );
        })}
      </ol>
      <LeaveButton text={props.text} onLeave={props.onLeave} />
    </section>
  );
}

function LeaveButton(props: { text: TrackerText; onLeave: () => void }): JSX.Element {
  return (
    <div class="tracker-buttons">
      <CalcButton label={props.text.t('tracker.view.leave')} onClick={props.onLeave} />
    </div>
  );
}

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
