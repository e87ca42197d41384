import { intlLocale } from '@polyhedral/i18n';
import type { JSX } from 'preact';
import { CalcButton } from '../calculators/shared/CalcButton.tsx';
import type { DeviceList } from './device-list.ts';
import type { TrackerText } from './tracker-text.ts';

/**
 * A device list's unreadable stored text set aside by a save (device-list.ts setAside): when, a
 * link that downloads it as it was, and a button that deletes it; while one is aside and the
 * stored list is again unreadable, that saves are refused until it goes. None aside: nothing.
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
