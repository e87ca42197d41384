import { formatInteger, formatPercent, formatSigned, type Locale } from '@polyhedral/i18n/client';

/** A whole number with i18n's typographic minus but no plus sign (hit points in the playtest). */
export function formatWhole(locale: Locale, value: number): string {
  return value < 0 ? formatSigned(locale, value) : formatInteger(locale, value);
}

/** The decimals of every percentage the calculators show: one precision on a page (issue 30). */
export const PERCENT_DIGITS = 2;

const MAX_DIGITS = 10;

/** Decimals (of a percentage) that show two significant digits of a small share, at least PERCENT_DIGITS. */
function digitsFor(share: number): number {
  if (share <= 0) return PERCENT_DIGITS;
  const percent = share * 100;
  return Math.min(MAX_DIGITS, Math.max(PERCENT_DIGITS, Math.ceil(-Math.log10(percent)) + 1));
}

/**
 * A probability as a percentage, the one way calculators and dice popovers write it: PERCENT_DIGITS
 * decimals, more only where those would hide that an outcome is possible (`0.000060%`, never `0.00%`).
 */
export function formatShare(locale: Locale, probability: number): string {
  if (probability <= 0 || probability >= 1)
    return formatPercent(locale, probability <= 0 ? 0 : 1, PERCENT_DIGITS);
  return formatPercent(locale, probability, Math.max(digitsFor(probability), digitsFor(1 - probability)));
}
