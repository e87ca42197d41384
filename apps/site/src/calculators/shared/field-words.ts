import type { ParamSpec } from '@polyhedral/core/calculators';

/**
 * Where a registry parameter's words live (the site's side of the registry contract): a kind's
 * field is labelled `calc.<kind>.<param>`, its hint is `calc.<kind>.<param>.hint` (with `{{min}}`
 * and `{{max}}`), an enum option is `calc.<kind>.<param>.<option>`. A parameter that means the
 * same in every kind that has it (`ruleset`, `advantage`, `cover`'s options, `roll`...) is worded
 * once under `calc.common.<param>`, which a kind's own key overrides.
 */
export const COMMON_FIELD_PREFIX = 'calc.common';

/** The keys a word of a parameter is looked up under, the kind's own first. */
export function fieldKeyCandidates(kind: string, param: string, suffix = ''): [string, string] {
  return [`calc.${kind}.${param}${suffix}`, `${COMMON_FIELD_PREFIX}.${param}${suffix}`];
}

/**
 * The key of a word of a parameter (the kind's own, else the common one; undefined when neither
 * is there): its label, its hint (suffix `.hint`), or an enum option's words (`.<option>`: an
 * option without, a Challenge Rating "1/8" or a die "+1d4", is then shown as it is).
 */
export function wordKeyOf(
  messages: Readonly<Record<string, string>>,
  kind: string,
  param: string,
  suffix = '',
): string | undefined {
  return fieldKeyCandidates(kind, param, suffix).find((key) => Object.hasOwn(messages, key));
}

/**
 * An option written in digits (a Challenge Rating `1/8`) or dice notation (a bonus die `+1d4`)
 * needs no words: it reads the same in every language.
 */
export function readsAsWritten(option: string): boolean {
  return /^\d+(\/\d+)?$/.test(option) || /^[+\-−]?\d*d\d+$/.test(option);
}

/**
 * The words a parameter lacks in `messages` (what a test asks of every kind the site draws):
 * its label, and each option of an enum or enum list that is not a number (a list asked place
 * by place: each place's label instead).
 */
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
