import { describe, expect, it } from 'vitest';
import { openccTaiwan, plainTaiwanConversion } from './opencc-taiwan.ts';

describe('OpenCC cn -> twp', () => {
  it('converts characters and Taiwan phrases', () => {
    expect(plainTaiwanConversion('体质')).toBe('體質');
    expect(plainTaiwanConversion('详细信息')).toBe('詳細資訊');
    expect(plainTaiwanConversion('改用默认值')).toBe('改用預設值');
  });

  it('does not know the game: a Taiwan phrase takes over a term (the reason for fixed words)', () => {
    expect(plainTaiwanConversion('伤害类型')).toBe('傷害型別');
    expect(plainTaiwanConversion('远程攻击')).toBe('遠端攻擊');
  });

  it('leaves Latin letters, digits, dice and Markdown syntax alone', () => {
    const text = '**DC 15**：8d6 [链接](rule:D20Tests) {#Cover} `x`';
    expect(plainTaiwanConversion(text)).toBe('**DC 15**：8d6 [連結](rule:D20Tests) {#Cover} `x`');
  });

  it('builds the converter once', () => {
    expect(openccTaiwan()).toBe(openccTaiwan());
    expect(plainTaiwanConversion('')).toBe('');
  });
});
