import {
  setInitiative,
  TRACKER_LIMITS,
  type TrackerCreature,
  type TrackerState,
} from '@polyhedral/core/tracker';
import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { parseIntegerField } from '../calculators/shared/parse-field.ts';
import type { FieldResult } from '../calculators/shared/types.ts';
import { CreatureBadges, isDying } from './CreatureBadges.tsx';
import { CreatureDetails, type CreatureRowProps } from './CreatureDetails.tsx';
import { DeathSaveEntry } from './D20Entry.tsx';
import { NoticeLine } from './NoticeLine.tsx';
import type { TrackerText } from './tracker-text.ts';
import type { Origin } from './use-tracker.ts';

/** One creature on one line; its tick box is a 44 px target. */
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
            onChange={(event) => {
              const box = event.target as HTMLInputElement;
              props.onSelect(box.checked);
              // On a phone the row ticked is brought above the tools' sheet (its scroll-margin).
              box.closest('li')?.scrollIntoView({ block: 'nearest' });
            }}
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
        <CreatureBadges
          creature={creature}
          state={state}
          text={text}
          conditions={props.conditions}
          apply={apply}
        />
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

/** A creature's Initiative as the table rolled it: typed, taken when the field is left or Enter is pressed. */
export function InitiativeField(props: {
  creature: TrackerCreature;
  text: TrackerText;
  apply: (change: (state: TrackerState) => TrackerState) => void;
  /** In a creature's one-line row: the label is read out but not shown (the column says it). */
  compact?: boolean;
}): JSX.Element {
  const { creature, text } = props;
  const shown = creature.initiative === null ? '' : text.n(creature.initiative);
  const [draft, setDraft] = useState(shown);
  const [result, setResult] = useState<FieldResult<number> | undefined>(undefined);
  useEffect(() => setDraft(shown), [shown]);
  const id = `tracker-init-${creature.id}`;
  const commit = () => {
    if (draft.trim() === '' && creature.initiative === null) return;
    const { min, max } = TRACKER_LIMITS.initiative;
    const read = parseIntegerField(draft, min, max);
    setResult(read.ok ? undefined : read);
    if (!read.ok) return;
    // Shown as the page writes numbers (๑๘ typed reads back 18), also when it was already the value.
    setDraft(text.n(read.value));
    if (read.value !== creature.initiative)
      props.apply((state) => setInitiative(state, creature.id, read.value));
  };
  const error = result && !result.ok ? text.error(result) : null;
  return (
    <span class="tracker-init">
      <label for={id} class={props.compact ? 'sr-only' : undefined}>
        {props.compact
          ? text.t('tracker.initiative.of', { name: creature.name })
          : text.t('tracker.initiative.label')}
      </label>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={draft}
        placeholder={props.compact ? text.t('tracker.initiative.short') : undefined}
        aria-invalid={error ? 'true' : 'false'}
        aria-describedby={error ? `${id}-error` : undefined}
        onInput={(event) => setDraft((event.target as HTMLInputElement).value)}
        onChange={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
      />
      {error ? (
        <small id={`${id}-error`} class="calc-error" role="alert">
          {error}
        </small>
      ) : null}
    </span>
  );
}
