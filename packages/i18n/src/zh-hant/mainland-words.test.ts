import { describe, expect, it } from 'vitest';
import { zhContentFiles, zhMessageFiles } from '../../tools/zh-sources.ts';
import { glossaryDefinitions, glossaryTerms } from '../glossary/index.ts';
import { convertMarkdown } from './convert-markdown.ts';
import { convertMessages } from './convert-messages.ts';
import { convertText } from './convert-text.ts';
import handWritten from './hand-written-strings.json' with { type: 'json' };
import { mainlandWordsIn, taiwanFormOf } from './mainland-words.ts';
import { termNameZhHant } from './term-names.ts';

/** Every text a zh-Hant page is made of, converted (or hand-written): content, UI strings, glossary names and definitions. */
function convertedTexts(): Array<[string, string]> {
  return [
    ...zhContentFiles().map(({ file, text }): [string, string] => [file, convertMarkdown(text)]),
    ...zhMessageFiles().flatMap(({ file, messages }) =>
      Object.entries(convertMessages(messages)).map(([key, text]): [string, string] => [
        `${file} ${key}`,
        // A hand-written zh-Hant string is what the page shows in place of the converted one.
        (handWritten as Record<string, string>)[key] ?? text,
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
  it('no converted text shows a Mainland word OpenCC keeps (MAINLAND_WORDS: 示例, 取整, 賬號, 知識共享, 標籤頁, 在線, 文本, 當前 …)', () => {
    const found = convertedTexts().flatMap(([where, text]) =>
      Object.entries(mainlandWordsIn(text)).map(
        ([word, count]) =>
          `${where}: ${word} ×${count}; Taiwan writes ${taiwanFormOf(word)} (a word correction in word-corrections.json, or a hand-written string)`,
      ),
    );
    expect(found).toEqual([]);
  });

  it('writes the Taiwan words: 範例, 無條件捨去, 效果, 回應, 平均水準, 帳號, 創用CC, 分頁, 選填, 文字, 目前, 透過', () => {
    expect(convertText('属性检定示例表')).toBe('屬性檢定範例表');
    expect(convertText('伤害减半（向下取整）')).toBe('傷害減半（無條件捨去）');
    expect(convertText('除以 2（向上取整）')).toBe('除以 2（無條件進位）');
    expect(convertText('引发豁免的效应')).toBe('引發豁免的效果');
    expect(convertText('对触发条件的即时响应')).toBe('對觸發條件的即時回應');
    expect(convertText('代表人类的平均水平。')).toBe('代表人類的平均水準。');
    // The fourth bilingual reading (th-zh-hant-2026-11-27 H2-H4).
    expect(convertText('无需账号')).toBe('無需帳號');
    expect(convertText('知识共享署名 4.0 国际许可协议')).toBe('創用CC 姓名標示 4.0 國際授權條款');
    expect(convertText('另一标签页或窗口')).toBe('另一分頁或視窗');
    expect(convertText('只有在线时打开过')).toBe('只有連線時打開過');
    expect(convertText('豁免检定加值（可选）')).toBe('豁免檢定加值（選填）');
    expect(convertText('只有三种动作可选')).toBe('只有三種動作可選');
    expect(convertText('你的文本；纯文本')).toBe('你的文字；純文字');
    expect(convertText('当前生命值')).toBe('目前生命值');
    expect(convertText('可以通过魔法恢复，并成功通过一次检定')).toBe('可以透過魔法恢復，並成功通過一次檢定');
    // The fifth reading (H5, H7).
    expect(convertText('撤销：攻击')).toBe('復原：攻擊');
    expect(convertText('在本设备上生成审校者密钥')).toBe('在本裝置上產生審校者金鑰');
    expect(convertText('维护者导入后会运行同样的检查')).toBe('維護者匯入後會執行同樣的檢查');
    expect(convertText('这个地址没有页面')).toBe('這個網址沒有頁面');
    expect(convertText('速度（尺，可选）')).toBe('速度（尺，選填）');
    expect(convertText('每颗骰子需跟踪')).toBe('每顆骰子需追蹤');
    expect(convertText('（拼写错误？）')).toBe('（拼字錯誤？）');
    expect(convertText('写到仓库之外')).toBe('寫到儲存庫之外');
    expect(convertText('署名与许可')).toBe('姓名標示與授權');
    expect(convertText('（非开放许可）')).toBe('（非開放授權）');
  });

  it('counts a Mainland word wherever it appears', () => {
    expect(mainlandWordsIn('遊戲示例和其他示例；被呼叫')).toEqual({ 示例: 2, 呼叫: 1 });
  });
});
