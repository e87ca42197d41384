/**
 * Numbers as a locale writes them, computed apart from the page's own formatters: what the tests
 * expect a calculator to show.
 */
import { intlLocale, type Locale } from '@polyhedral/i18n';

/** A chance as a percentage with two decimals (0.5525 -> 55.25%). */
export const percent = (locale: Locale, p: number): string =>
  new Intl.NumberFormat(intlLocale(locale), {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(p);

/** A number with up to four decimals. */
export const decimal = (locale: Locale, x: number): string =>
  new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: 4 }).format(x);
