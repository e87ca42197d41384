/** Locale-aware number formatting for calculator results (uses the browser's Intl, no i18n runtime). */
export function formatPercent(intlLocale: string, probability: number, digits = 2): string {
  return new Intl.NumberFormat(intlLocale, {
    style: 'percent',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(probability);
}

export function formatDecimal(intlLocale: string, value: number, digits = 2): string {
  return new Intl.NumberFormat(intlLocale, { maximumFractionDigits: digits }).format(value);
}

export function formatInteger(intlLocale: string, value: number): string {
  return new Intl.NumberFormat(intlLocale, { maximumFractionDigits: 0 }).format(value);
}

/** A signed modifier as the rules print it: +3, 0, −1 (U+2212 minus). */
export function formatModifier(intlLocale: string, value: number): string {
  const digits = formatInteger(intlLocale, Math.abs(value));
  if (value > 0) return `+${digits}`;
  if (value < 0) return `\u2212${digits}`;
  return digits;
}
