import { setInitiative, TRACKER_LIMITS, type TrackerCreature, type TrackerState } from '@polyhedral/core';
import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { parseIntegerField } from '../calculators/shared/parse-field.ts';
import type { FieldResult } from '../calculators/shared/types.ts';
import type { TrackerText } from './tracker-text.ts';

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
