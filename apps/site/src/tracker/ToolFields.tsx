/**
 * The selection tools' own fields (Attack, Check, Save for half, Effects): loaded with those lazy
 * tabs, not with the tracker's first paint (SelectionPanel.tsx is the frame every tool shares).
 */
import type { Ability } from '@polyhedral/core/tables';
import type { JSX } from 'preact';
import { TextField } from '../calculators/shared/fields.tsx';
import type { Wording } from '../calculators/shared/types.ts';
import { AbilityField } from './SelectionPanel.tsx';
import type { TrackerText } from './tracker-text.ts';
import type { TypedByCreature, TypedNumber, TypedText } from './typed-numbers.ts';

/**
 * What every field of a tracker tool needs besides its own value: the messages its errors are
 * written in, and whether the tool was tried (a field shows its error only once it was).
 */
export interface ToolForm extends Wording {
  readonly tried: boolean;
}

/** A tool's field: text as typed (TypedText), or a whole number with its error once tried (TypedNumber). */
export function ToolField(props: {
  id: string;
  label: string;
  field: TypedText | TypedNumber;
  form: ToolForm;
}): JSX.Element {
  const { field, form } = props;
  const read = 'read' in field ? field.read : undefined;
  return (
    <TextField
      id={props.id}
      label={props.label}
      wording={form}
      value={field.text}
      inputMode={read === undefined ? 'text' : 'numeric'}
      result={form.tried && read ? read : undefined}
      onInput={field.set}
    />
  );
}

/** One number field of a creature: its ID without the creature's, its label, and what it types into. */
export type CreatureNumber = readonly [idPrefix: string, label: string, typed: TypedByCreature];

/**
 * A selected creature's number fields (its d20, its bonus, its effect dice' total), each ID the
 * prefix and the creature's ID; a `false` field is one this creature does not have.
 */
export function CreatureNumberFields(props: {
  creature: string;
  form: ToolForm;
  fields: readonly (CreatureNumber | false)[];
}): JSX.Element {
  const { creature, form } = props;
  return (
    <>
      {props.fields.map((field) =>
        field ? (
          <TextField
            key={field[0]}
            id={`${field[0]}-${creature}`}
            label={field[1]}
            wording={form}
            value={field[2].texts[creature] ?? ''}
            result={form.tried ? field[2].reads[creature] : undefined}
            onInput={(value) => field[2].set(creature, value)}
          />
        ) : null,
      )}
    </>
  );
}

/** A target's exact odds before the roll, in words (nothing while there are none). */
export function OddsLine(props: { testId: string; line: string | null }): JSX.Element | null {
  return props.line ? (
    <p class="calc-hint tracker-odds" data-testid={props.testId}>
      {props.line}
    </p>
  ) : null;
}

/** The DC and the ability of a roll the tool asks of its targets (a check, a save for half): `<prefix>-dc`, `<prefix>-ability`. */
export function RollTargetFields(props: {
  prefix: string;
  words: 'check' | 'saveHalf';
  text: TrackerText;
  form: ToolForm;
  dc: TypedNumber;
  ability: Ability;
  setAbility: (ability: Ability) => void;
}): JSX.Element {
  const { prefix, words, text } = props;
  return (
    <>
      <ToolField
        id={`${prefix}-dc`}
        label={text.t(`tracker.${words}.dc`)}
        field={props.dc}
        form={props.form}
      />
      <AbilityField
        id={`${prefix}-ability`}
        label={text.t(`tracker.${words}.ability`)}
        text={text}
        value={props.ability}
        onChange={props.setAbility}
      />
    </>
  );
}
