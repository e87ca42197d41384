import { describe, expect, it } from 'vitest';
import { zhContentFiles, zhMessageFiles } from '../../tools/zh-sources.ts';
import { glossaryDefinitions, glossaryTerms } from '../glossary/index.ts';
import { convertMarkdown } from './convert-markdown.ts';
import { convertMessages } from './convert-messages.ts';
import { convertText } from './convert-text.ts';
import { mainlandWordsIn } from './mainland-words.ts';
import { termNameZhHant } from './term-names.ts';

/** Every text a zh-Hant page is made of, converted: content, UI strings, glossary names and definitions. */
function convertedTexts(): Array<[string, string]> {
  return [
    ...zhContentFiles().map(({ file, text }): [string, string] => [file, convertMarkdown(text)]),
    ...zhMessageFiles().flatMap(({ file, messages }) =>
      Object.entries(convertMessages(messages)).map(([key, text]): [string, string] => [
        `${file} ${key}`,
        text,
      ]),
    ),
    ...Object.entries(glossaryDefinitions.zh).map(([id, text]): [string, string] => [
      `definition ${id}`,
      convertText(text),
    ]),
    ...glossaryTerms.map((term): [string, string] => [`name ${term.id}`, termNameZhHant(term.id) ?? '']),
  ];
}

describe('Taiwan usage in zh-Hant', () => {
  it('no converted text shows a Mainland word OpenCC keeps (示例, 取整, 效應, 響應, 呼叫, 平均水平)', () => {
    const found = convertedTexts().flatMap(([where, text]) =>
      Object.entries(mainlandWordsIn(text)).map(([word, count]) => `${where}: ${word} ×${count}`),
    );
    expect(found).toEqual([]);
  });

  it('writes the Taiwan words: 範例, 無條件捨去, 效果, 回應, 平均水準', () => {
    expect(convertText('属性检定示例表')).toBe('屬性檢定範例表');
    expect(convertText('伤害减半（向下取整）')).toBe('傷害減半（無條件捨去）');
    expect(convertText('除以 2（向上取整）')).toBe('除以 2（無條件進位）');
    expect(convertText('引发豁免的效应')).toBe('引發豁免的效果');
    expect(convertText('对触发条件的即时响应')).toBe('對觸發條件的即時回應');
    expect(convertText('代表人类的平均水平。')).toBe('代表人類的平均水準。');
  });

  it('counts a Mainland word wherever it appears', () => {
    expect(mainlandWordsIn('遊戲示例和其他示例；被呼叫')).toEqual({ 示例: 2, 呼叫: 1 });
  });
});
