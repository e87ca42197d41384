/** A probability as the calculators write it (formatShare): never "0.00%" when possible, nor "100.00%" unless certain. */
import type { Locale } from '@polyhedral/i18n/client';
import { formatShare } from '../calculators/shared/format.ts';

export function formatChance(locale: Locale, probability: number): string {
  return formatShare(locale, probability);
}
