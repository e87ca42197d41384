import {
  CONDITION_DURATION_KINDS,
  type ConditionDuration,
  TRACKER_LIMITS,
  type TrackerState,
} from '@polyhedral/core/tracker';
import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { SelectField, TextField } from '../calculators/shared/fields.tsx';
import { parseIntegerField } from '../calculators/shared/parse-field.ts';
import type { FieldResult } from '../calculators/shared/types.ts';
import type { TrackerText } from './tracker-text.ts';

/**
 * The duration fields of a condition or an effect (until removed; N rounds; until the end of a
 * creature's next turn: timed ones once combat has started) and the duration they read, or
 * undefined with the rounds field showing why.
 */
export function useDuration(
  state: TrackerState,
  text: TrackerText,
  /** The element id of each field (`dur`, `rounds`, `anchor`). */
  idOf: (field: 'dur' | 'rounds' | 'anchor') => string,
  defaultAnchor: string,
): { fields: JSX.Element; read: () => ConditionDuration | undefined } {
  const { t } = text;
  const [kind, setKind] = useState<ConditionDuration['kind']>('until-removed');
  const [rounds, setRounds] = useState('1');
  const [anchor, setAnchor] = useState(defaultAnchor);
  const [roundsResult, setRoundsResult] = useState<FieldResult<number> | undefined>(undefined);
  const started = state.round > 0;
  const kinds = started ? CONDITION_DURATION_KINDS : (['until-removed'] as const);
  const read = (): ConditionDuration | undefined => {
    if (!started || kind === 'until-removed') return { kind: 'until-removed' };
    if (kind === 'rounds') {
      const parsed = parseIntegerField(rounds, TRACKER_LIMITS.rounds.min, TRACKER_LIMITS.rounds.max);
      setRoundsResult(parsed.ok ? undefined : parsed);
      return parsed.ok ? { kind, rounds: parsed.value } : undefined;
    }
    const creatureId = state.creatures.some((one) => one.id === anchor)
      ? anchor
      : (state.creatures[0]?.id ?? '');
    return { kind, creatureId };
  };
  const fields = (
    <>
      <SelectField
        id={idOf('dur')}
        label={t('tracker.conditions.duration')}
        value={started ? kind : 'until-removed'}
        options={kinds.map((one) => ({ value: one, label: t(`tracker.conditions.duration.${one}`) }))}
        onChange={(value) => setKind(value as ConditionDuration['kind'])}
      />
      {started && kind === 'rounds' ? (
        <TextField
          id={idOf('rounds')}
          label={t('tracker.conditions.rounds')}
          wording={text}
          value={rounds}
          result={roundsResult}
          onInput={setRounds}
        />
      ) : null}
      {started && kind === 'end-of-next-turn' ? (
        <SelectField
          id={idOf('anchor')}
          label={t('tracker.conditions.anchor')}
          value={anchor}
          options={state.creatures.map((one) => ({ value: one.id, label: one.name }))}
          onChange={setAnchor}
        />
      ) : null}
    </>
  );
  return { fields, read };
}

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
