import {
  addCondition,
  CONDITION_DURATION_KINDS,
  type ConditionDuration,
  TRACKER_CONDITIONS,
  TRACKER_LIMITS,
  type TrackerCreature,
  type TrackerState,
} from '@polyhedral/core';
import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { SelectField, TextField } from '../calculators/shared/fields.tsx';
import { parseIntegerField } from '../calculators/shared/parse-field.ts';
import type { FieldResult } from '../calculators/shared/types.ts';
import type { ConditionText } from './condition-text.ts';
import type { TrackerText } from './tracker-text.ts';

/** Give this creature a condition with a duration (timed durations once combat has started). */
export function AddConditionForm(props: {
  creature: TrackerCreature;
  state: TrackerState;
  conditions: readonly ConditionText[];
  text: TrackerText;
  apply: (change: (state: TrackerState) => TrackerState) => boolean;
}): JSX.Element {
  const { creature, state, text, apply } = props;
  const { t } = text;
  const [condition, setCondition] = useState<string>(TRACKER_CONDITIONS[0]);
  const [kind, setKind] = useState<ConditionDuration['kind']>('until-removed');
  const [rounds, setRounds] = useState('1');
  const [anchor, setAnchor] = useState(creature.id);
  const [roundsResult, setRoundsResult] = useState<FieldResult<number> | undefined>(undefined);
  const started = state.round > 0;
  const kinds = started ? CONDITION_DURATION_KINDS : (['until-removed'] as const);
  const add = () => {
    let duration: ConditionDuration = { kind: 'until-removed' };
    if (kind === 'rounds') {
      const read = parseIntegerField(rounds, TRACKER_LIMITS.rounds.min, TRACKER_LIMITS.rounds.max);
      setRoundsResult(read.ok ? undefined : read);
      if (!read.ok) return;
      duration = { kind, rounds: read.value };
    } else if (kind === 'end-of-next-turn') {
      duration = { kind, creatureId: anchor };
    }
    apply((s) => addCondition(s, creature.id, condition as (typeof TRACKER_CONDITIONS)[number], duration));
  };
  return (
    <details class="tracker-more">
      <summary>{t('tracker.conditions.add')}</summary>
      <div class="calc-fields">
        <SelectField
          id={`tracker-cond-${creature.id}`}
          label={t('tracker.conditions.condition')}
          messages={text.messages}
          value={condition}
          options={props.conditions.map((one) => ({ value: one.id, label: one.name }))}
          onChange={setCondition}
        />
        <SelectField
          id={`tracker-dur-${creature.id}`}
          label={t('tracker.conditions.duration')}
          messages={text.messages}
          value={started ? kind : 'until-removed'}
          options={kinds.map((one) => ({ value: one, label: t(`tracker.conditions.duration.${one}`) }))}
          onChange={(value) => setKind(value as ConditionDuration['kind'])}
        />
        {started && kind === 'rounds' ? (
          <TextField
            id={`tracker-rounds-${creature.id}`}
            label={t('tracker.conditions.rounds')}
            messages={text.messages}
            value={rounds}
            result={roundsResult}
            onInput={setRounds}
          />
        ) : null}
        {started && kind === 'end-of-next-turn' ? (
          <SelectField
            id={`tracker-anchor-${creature.id}`}
            label={t('tracker.conditions.anchor')}
            messages={text.messages}
            value={anchor}
            options={state.creatures.map((one) => ({ value: one.id, label: one.name }))}
            onChange={setAnchor}
          />
        ) : null}
      </div>
      {started ? null : <p class="calc-hint">{t('tracker.conditions.needsCombat')}</p>}
      <div class="tracker-buttons">
        <button type="button" class="calc-button" onClick={add}>
          {t('tracker.conditions.add')}
        </button>
      </div>
    </details>
  );
}
