import { formatInteger, formatSigned, type Locale } from '@polyhedral/i18n/client';

/**
 * A whole number that may be negative (hit points in the playtest): the locale's digits with the
 * typographic minus of i18n's formatSigned, but no plus sign on positive values.
 */
export function formatWhole(locale: Locale, value: number): string {
  return value < 0 ? formatSigned(locale, value) : formatInteger(locale, value);
}
