import type { JSX } from 'preact';

/** The calculators' and tracker's plain button; disabled while it has nothing to act on. */
export function CalcButton(props: {
  label: string;
  onClick: () => void;
  disabled?: boolean | undefined;
  testId?: string | undefined;
  primary?: boolean;
  ariaLabel?: string;
}): JSX.Element {
  return (
    <button
      type="button"
      class={props.primary ? 'calc-button calc-button--primary' : 'calc-button'}
      disabled={props.disabled}
      aria-label={props.ariaLabel}
      onClick={props.onClick}
      data-testid={props.testId}
    >
      {props.label}
    </button>
  );
}
