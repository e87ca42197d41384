import { describe, expect, it } from 'vitest';
import { testTerm } from '../../test/support/test-term.ts';
import { convertText } from './convert-text.ts';
import { createZhHantConverter } from './create-converter.ts';
import { plainTaiwanConversion } from './opencc-taiwan.ts';
import { zhHantData } from './zh-hant-data.ts';

describe('convertText', () => {
  it('writes a term as its zh-Hant name, not as the Taiwan phrases would', () => {
    expect(convertText('每种伤害类型')).toBe('每種傷害類型');
    expect(convertText('冒险者的行进队列')).toBe('冒險者的行進隊列');
  });

  it('never converts a term together with its neighbours', () => {
    // 性能 ("performance") is an OpenCC phrase that cuts the term 特性 (Feature) in two.
    expect(plainTaiwanConversion('某些特性能让角色学会')).toBe('某些特效能讓角色學會');
    expect(convertText('某些特性能让角色学会')).toBe('某些特性能讓角色學會');
  });

  it('applies the word corrections', () => {
    expect(convertText('使用远程武器射击')).toBe('使用遠程武器射擊');
    expect(plainTaiwanConversion('在社交互动中')).toBe('在社互動動中');
    expect(convertText('在社交互动中')).toBe('在社交互動中');
    // D20 Tests, step 2 (Add Modifiers): adding numbers to a roll, not adding an item in software.
    expect(plainTaiwanConversion('添加调整值。')).toBe('新增調整值。');
    expect(convertText('**添加调整值。**将这些调整值加到 d20 骰子上')).toBe(
      '**加上調整值。**將這些調整值加到 d20 骰子上',
    );
    // A button that adds a target keeps Taiwan's software word.
    expect(convertText('添加目标')).toBe('新增目標');
  });

  it('finds the longest name at a place: 豁免检定 before a shorter name inside it', () => {
    const converter = createZhHantConverter({
      terms: [testTerm('Save', '豁免'), testTerm('SavingThrow', '豁免检定')],
      nameOverrides: {
        Save: { name: '豁免甲', note: 'test' },
        SavingThrow: { name: '豁免檢定乙', note: 'test' },
      },
      wordCorrections: [],
    });
    expect(converter.convertText('进行豁免检定或豁免')).toBe('進行豁免檢定乙或豁免甲');
  });

  it('keeps every character outside Chinese words', () => {
    expect(convertText('进行一次 DC 15 的力量豁免检定（8d6）。')).toBe(
      '進行一次 DC 15 的力量豁免檢定（8d6）。',
    );
  });

  it('cuts a text into pieces that join back into it', () => {
    const { piecesOf } = createZhHantConverter(zhHantData);
    const text = '当你进行攻击检定时，掷 d20 并加上属性调整值与熟练加值。';
    const pieces = piecesOf(text);
    expect(pieces.map((piece) => piece.text).join('')).toBe(text);
    expect(pieces.filter((piece) => piece.kind === 'fixed').map((piece) => piece.text)).toEqual([
      '攻击检定',
      '属性调整值',
      '熟练加值',
    ]);
    expect(piecesOf('')).toEqual([]);
  });
});
