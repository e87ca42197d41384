/**
 * A probability as a percentage a reader can trust: one decimal for ordinary chances, more
 * digits for tiny ones so a possible total never reads "0.0%", and a near-certain chance never
 * reads "100.0%" unless it is certain.
 */
import { formatPercent, type Locale } from '@polyhedral/i18n/client';

const MAX_DIGITS = 10;

/** Decimals (of a percentage) needed to show two significant digits of a small share. */
function digitsFor(share: number): number {
  if (share <= 0) return 1;
  const percent = share * 100;
  return Math.min(MAX_DIGITS, Math.max(1, Math.ceil(-Math.log10(percent)) + 1));
}

export function formatChance(locale: Locale, probability: number): string {
  if (probability <= 0) return formatPercent(locale, 0, 0);
  if (probability >= 1) return formatPercent(locale, 1, 0);
  const digits = Math.max(digitsFor(probability), digitsFor(1 - probability));
  return formatPercent(locale, probability, digits);
}
