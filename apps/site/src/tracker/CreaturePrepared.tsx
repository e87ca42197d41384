import {
  addUse,
  ROUND_START_LIMITS,
  removeUse,
  setFixedInitiative,
  spendUse,
  type TrackerCreature,
  type TrackerState,
  USE_RESETS,
} from '@polyhedral/core/tracker';
import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { CalcButton } from '../calculators/shared/CalcButton.tsx';
import { SelectField, TextField } from '../calculators/shared/fields.tsx';
import { parseIntegerField } from '../calculators/shared/parse-field.ts';
import type { TrackerText } from './tracker-text.ts';
import { XButton } from './XButton.tsx';

type Change = (change: (state: TrackerState) => TrackerState) => boolean;

/**
 * What a prepared fight gives a creature (issue 91): a fixed Initiative slot (it acts on its count
 * every round, never rolled: a lair on 20) and its uses that come back (3 legendary actions at the
 * start of its turn, a reaction each round), spent and given back one tap at a time.
 */
export function CreaturePrepared(props: {
  creature: TrackerCreature;
  text: TrackerText;
  apply: Change;
}): JSX.Element {
  const { creature, text, apply } = props;
  const { t, n } = text;
  const id = creature.id;
  const [name, setName] = useState('');
  const [count, setCount] = useState('3');
  const [resets, setResets] = useState<(typeof USE_RESETS)[number]>('turn-start');
  const add = () => {
    const read = parseIntegerField(count, 1, ROUND_START_LIMITS.useMax);
    apply((s) => addUse(s, id, { name, max: read.ok ? read.value : Number.NaN, resets }));
  };
  return (
    <div class="tracker-prepared" data-testid={`tracker-prepared-${id}`}>
      <div class="calc-field calc-field--check">
        <input
          id={`tracker-fixed-${id}`}
          type="checkbox"
          checked={creature.fixedInitiative !== undefined}
          disabled={creature.initiative === null}
          onChange={(event) =>
            apply((s) =>
              setFixedInitiative(
                s,
                id,
                (event.target as HTMLInputElement).checked ? creature.initiative : null,
              ),
            )
          }
        />
        <label for={`tracker-fixed-${id}`}>
          {creature.initiative === null
            ? t('tracker.fixed.needsCount')
            : t('tracker.fixed.label', { initiative: n(creature.initiative) })}
        </label>
      </div>
      {/* Each use: how many are left, when they come back, spend one, give one back, remove it. */}
      {(creature.uses ?? []).map((use) => (
        <div key={use.id} class="tracker-use" data-testid={`tracker-use-${use.id}`}>
          <span>
            {t('tracker.uses.line', { name: use.name, left: n(use.left), max: n(use.max) })}{' '}
            <span class="calc-hint">{t(`tracker.uses.resets.${use.resets}`)}</span>
          </span>
          <CalcButton
            label="−1"
            ariaLabel={t('tracker.uses.spend', { name: use.name })}
            disabled={use.left === 0}
            onClick={() => apply((s) => spendUse(s, id, use.id))}
          />
          <CalcButton
            label="+1"
            ariaLabel={t('tracker.uses.giveBack', { name: use.name })}
            disabled={use.left === use.max}
            onClick={() => apply((s) => spendUse(s, id, use.id, -1))}
          />
          <XButton
            label={t('tracker.uses.remove', { name: use.name })}
            onClick={() => apply((s) => removeUse(s, id, use.id))}
          />
        </div>
      ))}
      <div class="calc-fields tracker-use-add">
        <TextField
          id={`tracker-use-name-${id}`}
          label={t('tracker.uses.name')}
          wording={text}
          value={name}
          onInput={setName}
        />
        <TextField
          id={`tracker-use-count-${id}`}
          label={t('tracker.uses.count')}
          wording={text}
          value={count}
          onInput={setCount}
          inputMode="numeric"
        />
        <SelectField
          id={`tracker-use-resets-${id}`}
          label={t('tracker.uses.resets')}
          value={resets}
          options={USE_RESETS.map((one) => ({ value: one, label: t(`tracker.uses.resets.${one}`) }))}
          onChange={(value) => setResets(value as (typeof USE_RESETS)[number])}
        />
      </div>
      <CalcButton label={t('tracker.uses.add')} testId={`tracker-use-add-${id}`} onClick={add} />
    </div>
  );
}
