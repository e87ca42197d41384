import type { ParamSpec } from '@polyhedral/core/calculators';

/**
 * Where a parameter's words live: label `calc.<kind>.<param>`, hint `.hint` (with `{{min}}`,
 * `{{max}}`), option `.<option>`; a parameter that means the same in every kind is worded once
 * under `calc.common.<param>`, which a kind's own key overrides.
 */
export const COMMON_FIELD_PREFIX = 'calc.common';

/** The keys a word of a parameter is looked up under, the kind's own first. */
export function fieldKeyCandidates(kind: string, param: string, suffix = ''): [string, string] {
  return [`calc.${kind}.${param}${suffix}`, `${COMMON_FIELD_PREFIX}.${param}${suffix}`];
}

/** The key of a parameter's label, hint (`.hint`) or option (`.<option>`): the kind's, else the common one. */
export function wordKeyOf(
  messages: Readonly<Record<string, string>>,
  kind: string,
  param: string,
  suffix = '',
): string | undefined {
  return fieldKeyCandidates(kind, param, suffix).find((key) => Object.hasOwn(messages, key));
}

/** An option in digits (`1/8`) or dice notation (`+1d4`) reads the same in every language. */
export function readsAsWritten(option: string): boolean {
  return /^\d+(\/\d+)?$/.test(option) || /^[+\-−]?\d*d\d+$/.test(option);
}

/** The words a parameter lacks in `messages`: its label and each non-numeric option (or place label). */
export function missingFieldWords(
  messages: Readonly<Record<string, string>>,
  kind: string,
  param: ParamSpec,
): string[] {
  const missing: string[] = [];
  // A list asked place by place is worded by its places (`calc.<kind>.<param>.<item>`), like options.
  const places = param.type === 'integer-list' ? param.items : undefined;
  if (!places && !wordKeyOf(messages, kind, param.name))
    missing.push(fieldKeyCandidates(kind, param.name)[0]);
  const options = param.type === 'enum' || param.type === 'enum-list' ? param.options : (places ?? []);
  for (const option of options) {
    if (readsAsWritten(option) || wordKeyOf(messages, kind, param.name, `.${option}`)) continue;
    missing.push(fieldKeyCandidates(kind, param.name, `.${option}`)[0]);
  }
  return missing;
}
