import { useMemo, useState } from 'preact/hooks';
import type { FieldResult } from './types.ts';
import { readUrlFields, sharedLinkSearch, writeUrlFields } from './url-state.ts';

export interface FieldSpec {
  defaultValue: string;
  validate: (raw: string) => FieldResult<unknown>;
}

export interface CalculatorState<F extends string> {
  raw: Record<F, string>;
  /** Each field's fresh value: the directive's preset, else the registry default (not the URL's). */
  defaults: Record<F, string>;
  results: Record<F, FieldResult<unknown>>;
  set: (field: F, value: string) => void;
  /** True when the URL carried a value that failed validation and was replaced by its default. */
  urlReset: boolean;
  /** Props binding a TextField to a field: id (`<instance>-<idSuffix>`), value, result, onInput. */
  textProps: (field: F, idSuffix?: string) => TextBinding;
  /** Props binding a SelectField to a field: id, value, onChange. */
  selectProps: (field: F, idSuffix?: string) => SelectBinding;
}

export interface TextBinding {
  id: string;
  value: string;
  result: FieldResult<unknown>;
  onInput: (value: string) => void;
}

export interface SelectBinding {
  id: string;
  value: string;
  onChange: (value: string) => void;
}

/** Defaults overridden by a shared link, read for the first render so typing is never overwritten. */
export function initialCalculatorState<F extends string>(
  search: string,
  instanceId: string,
  specs: Record<F, FieldSpec>,
): { raw: Record<F, string>; urlReset: boolean } {
  const fields = Object.keys(specs) as F[];
  const raw = Object.fromEntries(fields.map((f) => [f, specs[f].defaultValue])) as Record<F, string>;
  let urlReset = false;
  for (const [field, value] of Object.entries(readUrlFields(search, instanceId, fields)) as [F, string][]) {
    if (specs[field].validate(value).ok) raw[field] = value;
    else urlReset = true;
  }
  return { raw, urlReset };
}

/**
 * Field values as typed, their validation, and two-way URL sync; bad URL values fall back to
 * defaults with a notice. The server renders defaults; the hydration directive re-renders a link.
 */
export function useCalculatorState<F extends string>(
  instanceId: string,
  specs: Record<F, FieldSpec>,
): CalculatorState<F> {
  const fields = Object.keys(specs) as F[];
  const defaults = Object.fromEntries(fields.map((f) => [f, specs[f].defaultValue])) as Record<F, string>;
  const [initial] = useState(() => initialCalculatorState(sharedLinkSearch(), instanceId, specs));
  const [raw, setRaw] = useState<Record<F, string>>(initial.raw);
  const urlReset = initial.urlReset;

  const results = useMemo(
    () =>
      Object.fromEntries(fields.map((f) => [f, specs[f].validate(raw[f])])) as Record<
        F,
        FieldResult<unknown>
      >,
    [raw],
  );

  const set = (field: F, value: string): void => {
    setRaw((previous) => {
      const next = { ...previous, [field]: value };
      const search = writeUrlFields(window.location.search, instanceId, next, defaults);
      window.history.replaceState(
        window.history.state,
        '',
        `${window.location.pathname}${search}${window.location.hash}`,
      );
      return next;
    });
  };

  const textProps = (field: F, idSuffix: string = field): TextBinding => ({
    id: `${instanceId}-${idSuffix}`,
    value: raw[field],
    result: results[field],
    onInput: (value) => set(field, value),
  });
  const selectProps = (field: F, idSuffix: string = field): SelectBinding => ({
    id: `${instanceId}-${idSuffix}`,
    value: raw[field],
    onChange: (value) => set(field, value),
  });

  return { raw, defaults, results, set, urlReset, textProps, selectProps };
}
