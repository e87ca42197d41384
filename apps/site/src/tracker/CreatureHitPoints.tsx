import type { TrackerCreature } from '@polyhedral/core/tracker';
import type { JSX } from 'preact';
import type { TrackerText } from './tracker-text.ts';

/** A creature's hit points on its line (a bar and "5/7 HP", temporary ones beside) and its AC. */
export function CreatureHitPoints(props: { creature: TrackerCreature; text: TrackerText }): JSX.Element {
  const { creature, text } = props;
  const { t, n } = text;
  const share = creature.maxHp === 0 ? 0 : Math.min(1, creature.hp / creature.maxHp);
  return (
    <>
      <span class="tracker-hp" data-testid={`tracker-hp-${creature.id}`}>
        <span class="tracker-hp__bar" aria-hidden="true">
          <span
            class={`tracker-hp__fill${share <= 0.5 ? ' tracker-hp__fill--low' : ''}`}
            style={{ width: `${Math.round(share * 100)}%` }}
          />
        </span>
        <span class="tracker-hp__text">
          {t('tracker.creature.hpShort', { hp: n(creature.hp), max: n(creature.maxHp) })}
          {creature.temp > 0 ? ` ${t('tracker.creature.tempShort', { temp: n(creature.temp) })}` : ''}
        </span>
      </span>
      <span class="tracker-ac">
        <svg class="tracker-ac__icon" viewBox="0 0 16 18" aria-hidden="true" focusable="false">
          <path d="M8 1 L15 3.5 V8.5 C15 13 11.5 16 8 17 C4.5 16 1 13 1 8.5 V3.5 Z" />
        </svg>
        <span class="sr-only">{t('tracker.creature.ac', { ac: n(creature.ac) })}</span>
        <span aria-hidden="true">{n(creature.ac)}</span>
      </span>
    </>
  );
}
