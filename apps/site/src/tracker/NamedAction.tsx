import type { JSX } from 'preact';
import { CalcButton } from '../calculators/shared/CalcButton.tsx';
import { TextField } from '../calculators/shared/fields.tsx';
import type { TrackerText } from './tracker-text.ts';

/** A text the table types and the one button that acts on it (a round's note, a fight's name). */
export function NamedAction(props: {
  id: string;
  label: string;
  text: TrackerText;
  value: string;
  onInput: (value: string) => void;
  action: { label: string; testId: string; onClick: () => void; disabled?: boolean };
}): JSX.Element {
  const { action } = props;
  return (
    <>
      <TextField
        id={props.id}
        label={props.label}
        wording={props.text}
        value={props.value}
        onInput={props.onInput}
      />
      <CalcButton
        label={action.label}
        testId={action.testId}
        disabled={action.disabled}
        onClick={action.onClick}
      />
    </>
  );
}
