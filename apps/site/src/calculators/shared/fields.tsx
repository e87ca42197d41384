import { formatProblem } from '@polyhedral/i18n/client';
import type { JSX } from 'preact';
import type { FieldResult, Wording } from './types.ts';

interface BaseFieldProps {
  id: string;
  label: string;
}

/** A labelled text input (numbers are typed as text so full-width digits and U+2212 work). */
export function TextField(
  props: BaseFieldProps & {
    /** The messages an error is worded in, and their language. */
    wording: Wording;
    hint?: string;
    value: string;
    result?: FieldResult<unknown>;
    onInput: (value: string) => void;
    inputMode?: 'numeric' | 'text';
    wide?: boolean;
  },
): JSX.Element {
  const { messages, locale } = props.wording;
  const error = props.result && !props.result.ok ? formatProblem(messages, props.result, locale) : null;
  const describedBy = [error ? `${props.id}-error` : '', props.hint ? `${props.id}-hint` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div class={`calc-field${props.wide ? ' calc-field--wide' : ''}`}>
      <label for={props.id}>{props.label}</label>
      <input
        id={props.id}
        type="text"
        inputMode={props.inputMode ?? 'numeric'}
        autoComplete="off"
        spellcheck={false}
        value={props.value}
        aria-invalid={error ? 'true' : 'false'}
        aria-describedby={describedBy || undefined}
        onInput={(event) => props.onInput((event.target as HTMLInputElement).value)}
      />
      {props.hint ? (
        <small id={`${props.id}-hint`} class="calc-hint">
          {props.hint}
        </small>
      ) : null}
      {error ? (
        <small id={`${props.id}-error`} class="calc-error" role="alert">
          {error}
        </small>
      ) : null}
    </div>
  );
}

/** A labelled select. */
export function SelectField(
  props: BaseFieldProps & {
    value: string;
    options: ReadonlyArray<{ value: string; label: string }>;
    onChange: (value: string) => void;
  },
): JSX.Element {
  return (
    <div class="calc-field">
      <label for={props.id}>{props.label}</label>
      <select
        id={props.id}
        value={props.value}
        onChange={(event) => props.onChange((event.target as HTMLSelectElement).value)}
      >
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A labelled checkbox whose URL value is "1" or "0". */
export function CheckboxField(
  props: BaseFieldProps & { checked: boolean; onChange: (checked: boolean) => void },
): JSX.Element {
  return (
    <div class="calc-field calc-field--check">
      <input
        id={props.id}
        type="checkbox"
        checked={props.checked}
        onChange={(event) => props.onChange((event.target as HTMLInputElement).checked)}
      />
      <label for={props.id}>{props.label}</label>
    </div>
  );
}
