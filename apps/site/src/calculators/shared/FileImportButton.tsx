import type { JSX } from 'preact';

/**
 * A button-styled file picker for a JSON file (My character, the tracker): hands the chosen file
 * to `onFile`, then clears the picker, so choosing the same file again reads it again (a browser
 * sends no change event for an unchanged choice).
 */
export function FileImportButton(props: {
  label: string;
  className: string;
  testId?: string;
  onFile: (file: File | undefined) => Promise<void>;
}): JSX.Element {
  return (
    <label class={`calc-button ${props.className}`}>
      {props.label}
      <input
        type="file"
        accept="application/json,.json"
        data-testid={props.testId}
        onChange={(event) => {
          const input = event.target as HTMLInputElement;
          void props.onFile(input.files?.[0]).finally(() => {
            input.value = '';
          });
        }}
      />
    </label>
  );
}
