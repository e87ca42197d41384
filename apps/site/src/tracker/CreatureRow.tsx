import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { CreatureBadges } from './CreatureBadges.tsx';
import { CreatureDetails } from './CreatureDetails.tsx';
import { CreatureHitPoints } from './CreatureHitPoints.tsx';
import type { CreatureRowProps } from './creature-row-props.ts';
import { isDying } from './creature-status.ts';
import { DeathSaveEntry } from './DeathSaveEntry.tsx';
import { InitiativeField } from './InitiativeField.tsx';
import { NoticeLine } from './NoticeLine.tsx';
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
