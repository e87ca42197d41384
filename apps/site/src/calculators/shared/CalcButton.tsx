import type { JSX } from 'preact';

/** The calculators' plain button (`calc-button`): its label, its action, disabled while it has nothing to act on. */
export function CalcButton(props: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  testId?: string;
}): JSX.Element {
  return (
    <button
      type="button"
      class="calc-button"
      disabled={props.disabled}
      onClick={props.onClick}
      data-testid={props.testId}
    >
      {props.label}
    </button>
  );
}
