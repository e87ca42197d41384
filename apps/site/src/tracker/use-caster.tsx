import type { TrackerState } from '@polyhedral/core/tracker';
import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { SelectField } from '../calculators/shared/fields.tsx';
import type { TrackerText } from './tracker-text.ts';

/**
 * Whose Concentration a condition or an effect ends with: the field (none, or a creature still
 * alive) and the creature picked ('' for none, or when the one picked left the fight).
 */
export function useCaster(
  state: TrackerState,
  text: TrackerText,
  id: string,
): { casterId: string; field: JSX.Element } {
  const { t } = text;
  const [caster, setCaster] = useState('');
  const casterId = state.creatures.some((one) => one.id === caster) ? caster : '';
  const field = (
    <SelectField
      id={id}
      label={t('tracker.effects.concentration')}
      value={casterId}
      options={[
        { value: '', label: t('tracker.effects.concentrationNone') },
        ...state.creatures.filter((one) => !one.dead).map((one) => ({ value: one.id, label: one.name })),
      ]}
      onChange={setCaster}
    />
  );
  return { casterId, field };
}
