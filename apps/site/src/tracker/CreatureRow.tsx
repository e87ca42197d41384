import type { TrackerCreature } from '@polyhedral/core/tracker';
import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { CreatureBadges } from './CreatureBadges.tsx';
import { CreatureDetails, type CreatureRowProps } from './CreatureDetails.tsx';
import { isDying } from './creature-status.ts';
import { DeathSaveEntry } from './D20Entry.tsx';
import { InitiativeField } from './InitiativeField.tsx';
import { NoticeLine } from './NoticeLine.tsx';
import type { TrackerText } from './tracker-text.ts';
import type { Origin } from './use-tracker.ts';

/**
 * One creature on one line: its tick box (a 44 px target), name (opens its details), Initiative,
 * hit points and AC (CreatureHitPoints); its state as text badges below (CreatureBadges). What
 * needs the table now (a Death Saving Throw) shows under the line without opening the details.
 */
export function CreatureRow(props: CreatureRowProps): JSX.Element {
  const { creature, state, text, apply } = props;
  const { t } = text;
  const [open, setOpen] = useState(false);
  const id = creature.id;
  const origin: Origin = `creature-${id}`;
  const current = state.currentId === id;
  const out = creature.dead || creature.defeated === true;
  const classes = [
    'tracker-creature',
    current ? 'tracker-creature--current' : '',
    creature.dead ? 'tracker-creature--dead' : '',
    creature.defeated ? 'tracker-creature--defeated' : '',
  ].filter(Boolean);
  return (
    <li
      class={classes.join(' ')}
      data-testid={`tracker-creature-${id}`}
      data-creature-name={creature.name}
      data-out={out ? 'true' : undefined}
      aria-current={current ? 'step' : undefined}
    >
      <div class="tracker-row">
        <label class="tracker-tick">
          <input
            id={`tracker-select-${id}`}
            type="checkbox"
            checked={props.selected}
            aria-label={t('tracker.creature.select', { name: creature.name })}
            onChange={(event) => props.onSelect((event.target as HTMLInputElement).checked)}
          />
        </label>
        <button
          type="button"
          class="tracker-creature__name"
          aria-expanded={open ? 'true' : 'false'}
          aria-controls={`tracker-details-${id}`}
          data-testid={`tracker-open-${id}`}
          title={t('tracker.creature.details', { name: creature.name })}
          onClick={() => setOpen(!open)}
        >
          {creature.name}
        </button>
        <InitiativeField creature={creature} text={text} apply={apply} compact />
        <CreatureHitPoints creature={creature} text={text} />
        <CreatureBadges creature={creature} state={state} text={text} conditions={props.conditions} />
      </div>
      {isDying(creature) ? (
        <DeathSaveEntry creature={creature} text={text} apply={apply} report={props.report} origin={origin} />
      ) : null}
      <NoticeLine notice={props.notice} />
      {open ? <CreatureDetails {...props} origin={origin} /> : null}
    </li>
  );
}

/** A creature's hit points on its line (a bar and "5/7 HP", temporary ones beside) and its AC. */
function CreatureHitPoints(props: { creature: TrackerCreature; text: TrackerText }): JSX.Element {
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
