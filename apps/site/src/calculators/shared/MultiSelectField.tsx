import { formatList, formatMessage, formatProblem, type Locale } from '@polyhedral/i18n/client';
import type { JSX } from 'preact';
import './receipt.css';
import type { FieldResult, Wording } from './types.ts';

export interface MultiSelectFieldProps {
  id: string;
  label: string;
  /** The messages an error is worded in, and their language. */
  wording: Wording;
  /** Comma-separated chosen values (the URL form). */
  value: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  result?: FieldResult<unknown>;
  /** Receives the new comma-separated value, in option order. */
  onChange: (value: string) => void;
  /** The summary line, from the labels of the chosen options (in option order). */
  summary: (chosenLabels: string[]) => string;
}

/** Checkboxes behind a disclosure whose summary names the choice; the value is a comma-separated list. */
export function MultiSelectField(props: MultiSelectFieldProps): JSX.Element {
  const chosen = new Set(
    props.value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  );
  const chosenLabels = props.options
    .filter((option) => chosen.has(option.value))
    .map((option) => option.label);
  const error =
    props.result && !props.result.ok
      ? formatProblem(props.wording.messages, props.result, props.wording.locale)
      : null;
  const toggle = (value: string, on: boolean): void =>
    props.onChange(
      props.options
        .map((option) => option.value)
        .filter((v) => (v === value ? on : chosen.has(v)))
        .join(','),
    );
  return (
    <details class="calc-field calc-field--wide calc-multi" id={props.id}>
      <summary>{props.summary(chosenLabels)}</summary>
      <fieldset class="calc-multi-options" aria-describedby={error ? `${props.id}-error` : undefined}>
        <legend class="sr-only">{props.label}</legend>
        {props.options.map((option) => (
          <label key={option.value} class="calc-multi-option">
            <input
              type="checkbox"
              name={props.id}
              value={option.value}
              checked={chosen.has(option.value)}
              onChange={(event) => toggle(option.value, (event.target as HTMLInputElement).checked)}
            />
            {option.label}
          </label>
        ))}
      </fieldset>
      {error ? (
        <small id={`${props.id}-error`} class="calc-error" role="alert">
          {error}
        </small>
      ) : null}
    </details>
  );
}

/** A multi-choice summary: `{{label}}: {{chosen}}` joined the locale's way, or the `none` text. */
export function choiceSummary(
  messages: Record<string, string>,
  locale: Locale,
  keys: { template: string; none: string },
): (label: string) => (chosen: string[]) => string {
  return (label) => (chosen) =>
    formatMessage(
      messages,
      keys.template,
      {
        label,
        chosen:
          chosen.length > 0
            ? formatList(locale, chosen, { style: 'narrow', type: 'unit' })
            : formatMessage(messages, keys.none, {}, locale),
      },
      locale,
    );
}
