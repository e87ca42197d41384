import { describe, expect, it } from 'vitest';
import {
  formatInteger,
  formatNumber,
  formatPercent,
  formatSigned,
  smallWholeNumber,
} from './format-number.ts';
import { intlLocale, LOCALES } from './locales.ts';

describe('formatPercent', () => {
  it('writes a probability as a percentage with a fixed number of decimals', () => {
    expect(formatPercent('en', 0.55)).toBe('55%');
    expect(formatPercent('en', 0.55, 2)).toBe('55.00%');
    expect(formatPercent('en', 0.05, 1)).toBe('5.0%');
    expect(formatPercent('en', 1)).toBe('100%');
    expect(formatPercent('en', 0)).toBe('0%');
  });

  it('uses Western digits and a trailing % in th and zh', () => {
    expect(formatPercent('th', 0.55, 2)).toBe('55.00%');
    expect(formatPercent('zh', 0.4875, 1)).toBe('48.8%');
  });

  it('rounds half away from zero: 1/3 -> 33.33%', () => {
    expect(formatPercent('en', 1 / 3, 2)).toBe('33.33%');
    expect(formatPercent('en', 0.00125, 2)).toBe('0.13%');
  });

  it('clamps an impossible digit count instead of throwing', () => {
    expect(formatPercent('en', 0.5, -3)).toBe('50%');
    expect(formatPercent('en', 0.5, 2.7)).toBe('50.00%');
  });
});

describe('formatSigned', () => {
  it('shows the sign of modifiers as the rules print them, with U+2212 for minus', () => {
    expect(formatSigned('en', 3)).toBe('+3');
    expect(formatSigned('en', -1)).toBe('\u22121');
    expect(formatSigned('en', 0)).toBe('+0');
    expect(formatSigned('en', -0)).toBe('+0');
    expect(formatSigned('en', 10)).toBe('+10');
  });

  it('never uses a hyphen-minus in any locale', () => {
    for (const locale of LOCALES) {
      const text = formatSigned(locale, -5);
      expect(text).toBe('\u22125');
      expect(text).not.toContain('-');
    }
  });
});

describe('formatNumber and formatInteger', () => {
  it('groups thousands and limits fraction digits', () => {
    expect(formatNumber('en', 1234.5678)).toBe('1,234.57');
    expect(formatNumber('en', 3.5, { maximumFractionDigits: 0 })).toBe('4');
    expect(formatNumber('en', 10.5, { maximumFractionDigits: 3 })).toBe('10.5');
    expect(formatNumber('zh', 355000)).toBe('355,000');
    expect(formatNumber('th', 2700)).toBe('2,700');
  });

  it('writes XP totals from the Character Advancement table as grouped integers', () => {
    // 002 Character Advancement: "| 20 | 355,000 | +6 |"
    expect(formatInteger('en', 355000)).toBe('355,000');
    expect(formatInteger('en', 2.5)).toBe('3');
    expect(formatInteger('en', -2.5)).toBe('-3');
  });
});

describe('smallWholeNumber (whole numbers below 1,000 written without Intl)', () => {
  it.each(LOCALES)('writes -999..999 exactly as Intl.NumberFormat does in %s', (locale) => {
    const intl = new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: 20 });
    for (let n = -999; n <= 999; n++) {
      expect(smallWholeNumber(n)).toBe(intl.format(n));
      expect(formatNumber(locale, n)).toBe(intl.format(n));
      expect(formatInteger(locale, n)).toBe(intl.format(n));
    }
  });

  it('leaves every other number to Intl: 1,000 and more, -0, fractions, non-finite', () => {
    for (const n of [1000, -1000, -0, 0.5, -2.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(smallWholeNumber(n)).toBeUndefined();
    }
    expect(formatNumber('en', -0)).toBe(new Intl.NumberFormat('en').format(-0));
  });
});
