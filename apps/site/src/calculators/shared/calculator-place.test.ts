import { formatMessage, messagesFor } from '@polyhedral/i18n';
import { describe, expect, it } from 'vitest';
import { calculatorHeadingLevel, calculatorRegionName } from './calculator-place.ts';

describe('calculatorHeadingLevel: one level below the heading a calculator sits under', () => {
  it('h2 under the page title, h3 under an h2, never past h6', () => {
    expect(calculatorHeadingLevel(1)).toBe(2);
    expect(calculatorHeadingLevel(2)).toBe(3);
    expect(calculatorHeadingLevel(3)).toBe(4);
    expect(calculatorHeadingLevel(6)).toBe(6);
  });
});

describe('calculatorRegionName: two calculators, or a calculator and its card, are never named alike', () => {
  const formatIn = (locale: 'en' | 'th' | 'zh') => {
    const messages = messagesFor(locale, 'calc.common.');
    return (key: string, params: Record<string, string>) => formatMessage(messages, key, params, locale);
  };

  it('names the section a calculator sits in', () => {
    const en = formatIn('en');
    const cover = calculatorRegionName('D20 Test calculator', 'Cover', en);
    const classes = calculatorRegionName('D20 Test calculator', 'Typical Difficulty Classes', en);
    expect(cover).toBe('D20 Test calculator (Cover)');
    expect(classes).not.toBe(cover);
    expect(calculatorRegionName('骰子计算器', '伤害骰', formatIn('zh'))).toBe('骰子计算器（伤害骰）');
  });

  it('says "calculator" instead when the section is named like it (a quick-reference card)', () => {
    expect(calculatorRegionName('Travel pace', 'Travel Pace', formatIn('en'))).toBe('Travel pace calculator');
    const th = calculatorRegionName(
      'การทอยป้องกันความตาย',
      'การทอยป้องกันความตาย (Death Saving Throws)',
      formatIn('th'),
    );
    expect(th).toBe('เครื่องคำนวณการทอยป้องกันความตาย');
  });

  it('keeps a title that already says "calculator" after the section’s name as it is', () => {
    // zh titles name the calculator: the quick reference's 旅行步调 and 死亡豁免 cards hold them.
    const zh = formatIn('zh');
    expect(calculatorRegionName('旅行步调计算器', '旅行步调', zh)).toBe('旅行步调计算器');
    expect(calculatorRegionName('死亡豁免计算器', '死亡豁免', zh)).toBe('死亡豁免计算器');
    expect(calculatorRegionName('Travel pace calculator', 'Travel Pace', formatIn('en'))).toBe(
      'Travel pace calculator',
    );
  });

  it('is the title alone where the place is not known', () => {
    expect(calculatorRegionName('Dice calculator', undefined, formatIn('en'))).toBe('Dice calculator');
  });
});
