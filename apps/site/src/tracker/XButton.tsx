import type { JSX } from 'preact';

/** A small symbol button (`tracker-x`: × removes, ↑ ↓ move), named for a screen reader by its label. */
export function XButton(props: { label: string; onClick: () => void; symbol?: string }): JSX.Element {
  return (
    <button type="button" class="tracker-x" aria-label={props.label} onClick={props.onClick}>
      {props.symbol ?? '×'}
    </button>
  );
}
