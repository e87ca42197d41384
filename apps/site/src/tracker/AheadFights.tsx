import type { JSX } from 'preact';
import { CalcButton } from '../calculators/shared/CalcButton.tsx';
import type { SavedFight } from './saved-fights.ts';
import type { TrackerText } from './tracker-text.ts';

/**
 * Saved fights left out only for a date ahead of this device's clock (saved-fights.ts aheadFight),
 * each named with a button that keeps it dated now; none: nothing.
 */
export function AheadFights(props: {
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
