import type { DamageStep } from '@polyhedral/core';
import { formatNumber, formatSigned, type Locale } from '@polyhedral/i18n/client';
import { formatWhole } from '../shared/format.ts';
import { translate } from '../shared/translate.ts';

/**
 * Used by the damage and save-for-half calculators (each is handed the calc.damageType.*,
 * calc.stacking.* and damage.* strings).
 *
 * One receipt step in the reader's language: damage types and stacking kinds are translated
 * (calc.damageType.*, calc.stacking.*), an adjustment is signed, numbers use the locale's digits.
 */
export function describeStep(step: DamageStep, messages: Record<string, string>, locale: Locale): string {
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(step.params)) {
    if (name === 'type') params[name] = translate(messages, `calc.damageType.${value}`);
    else if (name === 'kind') params[name] = translate(messages, `calc.stacking.${value}`);
    else if (typeof value !== 'number') params[name] = String(value);
    else if (name === 'by') params[name] = formatSigned(locale, value);
    else if (name === 'factor') params[name] = formatNumber(locale, value, { maximumFractionDigits: 4 });
    else params[name] = formatWhole(locale, value);
  }
  return translate(messages, step.code, params);
}
