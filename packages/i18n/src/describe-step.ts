import { formatMessage } from './format-message.ts';
import { formatInteger, formatNumber, formatSigned } from './format-number.ts';
import type { Locale } from './locales.ts';

/** A receipt step of the rules core: a message key (`damage.step.*`, `heal.step.*`, ...) and its parameters. */
export interface MessageStep {
  readonly code: string;
  readonly params: Readonly<Record<string, string | number>>;
}

/**
 * One damage, healing or temporary hit points receipt step in the reader's language, for the site
 * and the CLI alike: types and stacking kinds translated, `by` signed, a negative number with the
 * typographic minus, a `condition` named by `nameOf` (as describeCause); a missing key shows as itself.
 */
export function describeStep(
  step: MessageStep,
  messages: Readonly<Record<string, string>>,
  locale: Locale,
  nameOf: (termId: string) => string | undefined = () => undefined,
): string {
  const text = (key: string, params: Record<string, string | number> = {}) =>
    formatMessage(messages, key, params, locale);
  const params: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(step.params)) {
    if (name === 'type') params[name] = text(`calc.damageType.${value}`);
    else if (name === 'kind') params[name] = text(`calc.stacking.${value}`);
    else if (name === 'condition') params[name] = nameOf(String(value)) ?? String(value);
    else if (typeof value !== 'number') params[name] = String(value);
    else if (name === 'count')
      params[name] = value; // chooses the plural form; formatMessage writes it
    else if (name === 'by') params[name] = formatSigned(locale, value);
    else if (name === 'factor') params[name] = formatNumber(locale, value, { maximumFractionDigits: 4 });
    else params[name] = value < 0 ? formatSigned(locale, value) : formatInteger(locale, value);
  }
  return text(step.code, params);
}
