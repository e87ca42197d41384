/**
 * A probability as a percentage a reader can trust, as the calculators write it (formatShare):
 * PERCENT_DIGITS decimals for ordinary chances, more digits for tiny ones so a possible total never
 * reads "0.00%", and a near-certain chance never reads "100.00%" unless it is certain.
 */
import type { Locale } from '@polyhedral/i18n/client';
import { formatShare } from '../calculators/shared/format.ts';

export function formatChance(locale: Locale, probability: number): string {
  return formatShare(locale, probability);
}
