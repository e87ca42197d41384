import type { JSX } from 'preact';

/** A file picker for JSON, cleared after each pick so choosing the same file again reads it again. */
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
