import { formatValue } from './engine.ts';
import type { Locale } from './locales.ts';

const MINUS_SIGN = '\u2212';

export interface NumberFormatOptions {
  /** Digits after the decimal point at most (default 2); trailing zeros are dropped. */
  maximumFractionDigits?: number;
}

/** Clamps a digit count to what Intl accepts (0..20) and makes it whole. */
function digitCount(digits: number): number {
  return Number.isFinite(digits) ? Math.min(Math.max(Math.trunc(digits), 0), 20) : 0;
}

/**
 * A whole number below 1,000 in size as every locale writes it (the test compares it with
 * `Intl.NumberFormat`), without `Intl`: its first use loads ICU's number data, about 17 ms a CLI
 * error would pay ("CLI start path"). Undefined for any other number (-0 included).
 */
export function smallWholeNumber(n: number): string | undefined {
  return Number.isInteger(n) && n > -1000 && n < 1000 && !Object.is(n, -0) ? String(n) : undefined;
}

/**
 * A number written the locale's way (`1,234.5` in en, th and zh-CN) by i18next's `number` format,
 * as a template's `{{n, number}}` writes it.
 */
export function formatNumber(locale: Locale, n: number, options: NumberFormatOptions = {}): string {
  const digits = digitCount(options.maximumFractionDigits ?? 2);
  return smallWholeNumber(n) ?? formatValue(locale, n, `number(maximumFractionDigits: ${digits})`);
}

/** A whole number with grouping: `12,000`. Fractions are rounded half away from zero. */
export function formatInteger(locale: Locale, n: number): string {
  return formatNumber(locale, n, { maximumFractionDigits: 0 });
}

/** A probability 0..1 as a percentage with exactly `digits` decimals: 0.55 -> `55%` or `55.00%`. */
export function formatPercent(locale: Locale, probability: number, digits = 0): string {
  const d = digitCount(digits);
  return formatValue(
    locale,
    probability,
    `number(style: percent; minimumFractionDigits: ${d}; maximumFractionDigits: ${d})`,
  );
}

/**
 * A modifier with its sign always shown, as the rules print them: `+3`, `+0`, `−1`
 * (U+2212 MINUS SIGN, not a hyphen).
 */
export function formatSigned(locale: Locale, n: number, options: NumberFormatOptions = {}): string {
  const digits = digitCount(options.maximumFractionDigits ?? 0);
  const value = Object.is(n, -0) ? 0 : n;
  return formatValue(locale, value, `number(signDisplay: always; maximumFractionDigits: ${digits})`).replace(
    /^[-\u2212]/,
    MINUS_SIGN,
  );
}
