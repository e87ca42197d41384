import type { JSX } from 'preact';
import { TextField } from '../calculators/shared/fields.tsx';
import type { FieldResult } from '../calculators/shared/types.ts';
import type { AddFormText } from './add-creature-reads.ts';
import type { AddFormPart } from './add-form-part.ts';

/** The IDs of the add form's text fields (the browser checks and labels find them by these). */
export const ADD_FIELD_IDS: Record<AddFormText, string> = {
  name: 'tracker-add-name',
  count: 'tracker-add-count',
  initiativeBonus: 'tracker-add-init',
  fixedInitiative: 'tracker-add-fixed',
  ac: 'tracker-add-ac',
  maxHp: 'tracker-add-hp',
  hpRolled: 'tracker-add-hp-rolled',
  speed: 'tracker-add-speed',
};

/**
 * One line of the add form typed as text: its value, and its error once the form was sent.
 * Numbers are typed with the numeric keyboard, names and dice with the text one.
 */
export function AddFormTextField(props: {
  part: AddFormPart;
  field: AddFormText;
  label: string;
  result?: FieldResult<unknown> | undefined;
  inputMode?: 'text';
}): JSX.Element {
  const { part, field } = props;
  return (
    <TextField
      id={ADD_FIELD_IDS[field]}
      label={props.label}
      wording={part.text}
      value={part.form[field]}
      inputMode={props.inputMode}
      result={part.tried ? props.result : undefined}
      onInput={(value) => part.set({ [field]: value })}
    />
  );
}
