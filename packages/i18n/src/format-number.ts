import { messageEngine } from './engine.ts';
import { intlLocale, type Locale } from './locales.ts';

/**
 * `value` written by one of i18next's formats (`number(…)`, `list(…)`) as a template's
 * `{{value, format}}` writes it, for the numbers and lists code builds (i18next keeps one `Intl`
 * formatter per language and options).
 */
function formatValue(locale: Locale, value: unknown, format: string): string {
  return String(messageEngine().services.formatter!.format(value, format, intlLocale(locale), {}));
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

/** A number written the locale's way (`1,234.5`), at most `maximumFractionDigits` (2) decimals. */
export function formatNumber(locale: Locale, n: number, { maximumFractionDigits = 2 } = {}): string {
  const digits = digitCount(maximumFractionDigits);
  return smallWholeNumber(n) ?? formatValue(locale, n, `number(maximumFractionDigits: ${digits})`);
}

/** A whole number with grouping: `12,000`. Fractions are rounded half away from zero. */
export function formatInteger(locale: Locale, n: number): string {
  return formatNumber(locale, n, { maximumFractionDigits: 0 });
}

/** A probability 0..1 as a percentage with exactly `digits` decimals: 0.55 -> `55%` or `55.00%`. */
export function formatPercent(locale: Locale, probability: number, digits = 0): string {
  const d = digitCount(digits);
  const format = `number(style: percent; minimumFractionDigits: ${d}; maximumFractionDigits: ${d})`;
  return formatValue(locale, probability, format);
}

/** A modifier with its sign always shown, as the rules print it: `+3`, `+0`, `−1` (U+2212, not `-`). */
export function formatSigned(locale: Locale, n: number, { maximumFractionDigits = 0 } = {}): string {
  const format = `number(signDisplay: always; maximumFractionDigits: ${digitCount(maximumFractionDigits)})`;
  return formatValue(locale, Object.is(n, -0) ? 0 : n, format).replace(/^[-\u2212]/, '\u2212');
}

/** Items joined the locale's way (`Intl.ListFormat`, default conjunction: "A, B, and C"). */
export function formatList(
  locale: Locale,
  items: readonly string[],
  options: Pick<Intl.ListFormatOptions, 'type' | 'style'> = {},
): string {
  const spec = Object.entries(options).map(([name, value]) => `${name}: ${value}`);
  return formatValue(locale, items, `list(${spec.join('; ')})`);
}
