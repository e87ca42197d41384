import {
  addCondition,
  type TrackerConditionId,
  type TrackerCreature,
  type TrackerState,
} from '@polyhedral/core/tracker';
import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { CalcButton } from '../calculators/shared/CalcButton.tsx';
import { SelectField } from '../calculators/shared/fields.tsx';
import type { ConditionText } from './condition-text.ts';
import type { TrackerText } from './tracker-text.ts';
import { useCaster, useDuration } from './use-duration.tsx';

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
  // The choices are the core's list for the ruleset (conditionTexts); addCondition checks the pick.
  const [condition, setCondition] = useState<string>(props.conditions[0]?.id ?? '');
  const duration = useDuration(state, text, (field) => `tracker-${field}-${creature.id}`, creature.id);
  /** The creature concentrating on the spell that gives it ('' for none: Hold Person's caster). */
  const { casterId, field: caster } = useCaster(state, text, `tracker-cond-concentration-${creature.id}`);
  const started = state.round > 0;
  const add = () => {
    const read = duration.read();
    if (read === undefined) return;
    apply((s) =>
      addCondition(
        s,
        creature.id,
        condition as TrackerConditionId,
        read,
        undefined,
        casterId ? { concentrationOf: casterId } : {},
      ),
    );
  };
  return (
    <details class="tracker-more">
      <summary>{t('tracker.conditions.add')}</summary>
      <div class="calc-fields">
        <SelectField
          id={`tracker-cond-${creature.id}`}
          label={t('tracker.conditions.condition')}
          value={condition}
          options={props.conditions.map((one) => ({ value: one.id, label: one.name }))}
          onChange={setCondition}
        />
        {caster}
        {duration.fields}
      </div>
      {started ? null : <p class="calc-hint">{t('tracker.conditions.needsCombat')}</p>}
      <div class="tracker-buttons">
        <CalcButton label={t('tracker.conditions.add')} onClick={add} />
      </div>
    </details>
  );
}
