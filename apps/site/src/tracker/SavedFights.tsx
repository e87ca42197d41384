import { readTrackerFile } from '@polyhedral/core/tracker';
import { intlLocale } from '@polyhedral/i18n';
import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { CalcButton } from '../calculators/shared/CalcButton.tsx';
import { errorResultOf } from '../calculators/shared/error-result.ts';
import { type DeviceList, useDeviceList } from './device-list.ts';
import { useTypedFaces } from './missing-glyphs.ts';
import { NamedAction } from './NamedAction.tsx';
import { aheadFight, readSavedFight, SAVED_FIGHTS_KEY, type SavedFight, savedFight } from './saved-fights.ts';
import type { TrackerText } from './tracker-text.ts';
import type { Origin, Tracker } from './use-tracker.ts';
import { XButton } from './XButton.tsx';

/** How many stored entries a device list left out as unreadable (device-list.ts), said beside it; none: nothing. */
export function UnreadNote(props: {
  text: TrackerText;
  unread: number;
  wordsKey: 'tracker.fights.unread' | 'tracker.savedEffects.unread';
  testId: string;
}): JSX.Element | null {
  if (props.unread === 0) return null;
  return (
    <p class="calc-hint" role="status" data-testid={props.testId}>
      {props.text.t(props.wordsKey, { count: props.text.n(props.unread) })}
    </p>
  );
}

/**
 * Fights saved by name on this device (issue 91), with `canSave` the field that saves one. Resuming
 * one replaces the fight on the table (one undo brings it back).
 */
export function SavedFights(props: {
  tracker: Tracker;
  text: TrackerText;
  origin: Origin;
  canSave?: boolean;
}): JSX.Element | null {
  const { tracker, text, origin } = props;
  const { t, n } = text;
  const fights = useDeviceList(SAVED_FIGHTS_KEY, readSavedFight);
  const [name, setName] = useState('');
  // A fight's name draws as a creature's does: the whole font's slices for the characters the
  // page's subsets lack (a Chinese name on a Thai page), typed or listed.
  useTypedFaces(`${name}${fights.items.map((fight) => fight.name).join('')}`, () =>
    document.getElementById(`tracker-fights-${origin}`),
  );
  // Left out only for a date ahead of this clock: named, with a way to keep it dated now.
  const ahead = fights.left.flatMap((value) => aheadFight(value, new Date()) ?? []);
  if (!props.canSave && fights.items.length === 0 && fights.unread === 0 && !fights.aside) return null;
  const resume = (fight: SavedFight) =>
    tracker.apply(() => readTrackerFile(fight.file), origin, t('tracker.fights.undo', { name: fight.name }));
  const save = () => {
    try {
      const fight = savedFight(name, tracker.state, new Date());
      const kept = fights.keep(fight);
      tracker.report(
        t(kept ? 'tracker.fights.saved' : 'tracker.fights.notKept', { name: fight.name }),
        origin,
      );
    } catch (error) {
      tracker.fail(errorResultOf(error), origin);
    }
  };
  return (
    <section
      class="tracker-fights"
      id={`tracker-fights-${origin}`}
      data-testid="tracker-fights"
      aria-label={t('tracker.fights.title')}
    >
      <h3>{t('tracker.fights.title')}</h3>
      {props.canSave ? (
        <div class="tracker-fights__save">
          <NamedAction
            id={`tracker-fight-name-${origin}`}
            label={t('tracker.fights.name')}
            text={text}
            value={name}
            onInput={setName}
            action={{
              label: t('tracker.fights.save'),
              testId: 'tracker-fight-save',
              disabled: tracker.state.creatures.length === 0,
              onClick: save,
            }}
          />
        </div>
      ) : null}
      <AsideNote text={text} list={fights} fileName="polyhedral-saved-fights.txt" />
      <UnreadNote
        text={text}
        unread={fights.unread - ahead.length}
        wordsKey="tracker.fights.unread"
        testId="tracker-fights-unread"
      />
      <AheadFights
        fights={ahead}
        text={text}
        keep={(fight) => {
          if (!fights.keep(fight)) tracker.report(t('tracker.fights.notKept', { name: fight.name }), origin);
        }}
      />
      {fights.items.length === 0 ? (
        <p class="calc-hint">{t('tracker.fights.none')}</p>
      ) : (
        <ul class="tracker-fights__list" data-testid="tracker-fights-list">
          {/* Each resumed in one tap, with its creatures and round, and its delete button. */}
          {fights.items.map((fight) => (
            <li key={fight.name}>
              <CalcButton
                label={fight.name}
                testId="tracker-fight-resume"
                ariaLabel={t('tracker.fights.resumeNamed', { name: fight.name })}
                onClick={() => resume(fight)}
              />
              <span class="calc-hint">
                {fight.round === 0
                  ? t('tracker.fights.prepared', { count: n(fight.creatures) })
                  : t('tracker.fights.summary', { count: n(fight.creatures), round: n(fight.round) })}
              </span>
              <XButton
                label={t('tracker.fights.remove', { name: fight.name })}
                onClick={() => fights.remove(fight.name)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * Saved fights left out only for a date ahead of this device's clock (saved-fights.ts aheadFight),
 * each named with a button that keeps it dated now; none: nothing.
 */
function AheadFights(props: {
  fights: readonly SavedFight[];
  text: TrackerText;
  keep: (fight: SavedFight) => void;
}): JSX.Element | null {
  const { t } = props.text;
  if (props.fights.length === 0) return null;
  return (
    <ul class="tracker-fights__list" data-testid="tracker-fights-ahead">
      {props.fights.map((fight) => (
        <li key={fight.name}>
          <span class="calc-hint">{t('tracker.fights.ahead', { name: fight.name })}</span>
          <CalcButton
            label={t('tracker.fights.aheadKeep')}
            ariaLabel={t('tracker.fights.aheadKeepNamed', { name: fight.name })}
            onClick={() => props.keep(fight)}
          />
        </li>
      ))}
    </ul>
  );
}

/**
 * A list's unreadable text set aside by a save (device-list.ts setAside): when, a download link and
 * a delete button; saves stay refused while it is aside and the stored list is again unreadable.
 */
export function AsideNote(props: {
  text: TrackerText;
  list: Pick<DeviceList<unknown>, 'aside' | 'blocked' | 'dropAside'>;
  /** The downloaded file's name (the list's, with `.txt`). */
  fileName: string;
}): JSX.Element | null {
  const { aside, blocked } = props.list;
  if (!aside) return null;
  const { t, locale } = props.text;
  const when = Number.isFinite(Date.parse(aside.at))
    ? new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(aside.at),
      )
    : aside.at;
  return (
    <div class="calc-hint" role="status" data-testid="tracker-list-aside">
      <p>
        {t('tracker.deviceList.aside', { date: when })}
        {blocked ? ` ${t('tracker.deviceList.asideBlocks')}` : ''}
      </p>
      <p class="tracker-buttons">
        <a
          class="calc-button"
          download={props.fileName}
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(aside.text)}`}
        >
          {t('tracker.deviceList.asideDownload')}
        </a>
        <CalcButton label={t('tracker.deviceList.asideDelete')} onClick={props.list.dropAside} />
      </p>
    </div>
  );
}
