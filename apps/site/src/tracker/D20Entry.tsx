import { D20_LIMITS } from '@polyhedral/core';
import { rollDeathSave, type TrackerCreature, type TrackerRollInput } from '@polyhedral/core/tracker';
import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { CalcButton } from '../calculators/shared/CalcButton.tsx';
import { TextField } from '../calculators/shared/fields.tsx';
import { parseIntegerField } from '../calculators/shared/parse-field.ts';
import type { FieldResult } from '../calculators/shared/types.ts';
import { deathSaveLine, saveDiceOf } from './save-lines.ts';
import type { TrackerText } from './tracker-text.ts';
import type { Apply, Origin } from './use-tracker.ts';

/**
 * A saving throw's dice as the table rolled them, typed in, or rolled here by the core. Effect
 * dice (Bless +1d4) get a field for their total; left blank, the core rolls them, and it refuses a
 * total the dice cannot show.
 */
export function D20Entry(props: {
  id: string;
  label: string;
  record: string;
  roll: string;
  text: TrackerText;
  /** The creature's effect dice on this roll (`+1d4`), if any. */
  dice: string | undefined;
  onD20: (roll: TrackerRollInput) => void;
}): JSX.Element {
  const { text } = props;
  const [draft, setDraft] = useState('');
  const [diceDraft, setDiceDraft] = useState('');
  const [result, setResult] = useState<FieldResult<number> | undefined>(undefined);
  const [diceResult, setDiceResult] = useState<FieldResult<number> | undefined>(undefined);
  const submit = () => {
    const read = parseIntegerField(draft, D20_LIMITS.face.min, D20_LIMITS.face.max);
    setResult(read.ok ? undefined : read);
    // The dice's total: any whole number here; the core refuses one the dice cannot show.
    const dice =
      props.dice && diceDraft.trim() !== ''
        ? parseIntegerField(diceDraft, -Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER)
        : undefined;
    setDiceResult(dice && !dice.ok ? dice : undefined);
    if (!read.ok || (dice && !dice.ok)) return;
    setDraft('');
    setDiceDraft('');
    props.onD20({ d20: read.value, ...(dice?.ok ? { diceTotal: dice.value } : {}) });
  };
  return (
    <div class="tracker-d20">
      <TextField
        id={props.id}
        label={props.label}
        wording={text}
        value={draft}
        result={result}
        onInput={setDraft}
      />
      {props.dice ? (
        <TextField
          id={`${props.id}-dice`}
          label={text.t('tracker.roll.diceTyped', { dice: props.dice.replace(/-/g, '−') })}
          wording={text}
          value={diceDraft}
          result={diceResult}
          onInput={setDiceDraft}
        />
      ) : null}
      <CalcButton label={props.record} onClick={submit} />
      <CalcButton label={props.roll} onClick={() => props.onD20({})} />
    </div>
  );
}

/** A dying character's Death Saving Throw under its line: the d20 typed or rolled, the outcome reported. */
export function DeathSaveEntry(props: {
  creature: TrackerCreature;
  text: TrackerText;
  apply: Apply;
  report: (line: string, origin?: Origin) => void;
  origin: Origin;
}): JSX.Element {
  const { creature, text, origin } = props;
  const { t } = text;
  const id = creature.id;
  return (
    <D20Entry
      id={`tracker-death-${id}`}
      label={t('tracker.deathSave.label')}
      record={t('tracker.deathSave.enter')}
      roll={t('tracker.deathSave.roll')}
      text={text}
      dice={saveDiceOf(creature)}
      onD20={(roll) =>
        props.apply(
          (s) => {
            const saved = rollDeathSave(s, id, roll);
            if (saved.result && saved.save)
              props.report(
                t('tracker.receipt.named', {
                  name: creature.name,
                  line: deathSaveLine(text, saved.save, saved.result, saved.failures),
                }),
                origin,
              );
            return saved.state;
          },
          origin,
          t('tracker.undo.action.deathSave', { name: creature.name }),
        )
      }
    />
  );
}
