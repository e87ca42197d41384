import { describe, expect, it } from 'vitest';
import { mainlandVariantsIn, variantTableSizes } from '../../test/support/variant-tables.ts';
import { zhContentFiles, zhMessageFiles } from '../../tools/zh-sources.ts';
import { glossaryDefinitions, glossaryTerms } from '../glossary/index.ts';
import { zhHantConverter } from './bundled-converter.ts';
import { convertMarkdown } from './convert-markdown.ts';
import { convertMessages } from './convert-messages.ts';
import { convertText } from './convert-text.ts';
import handWritten from './hand-written-strings.json' with { type: 'json' };
import { KEPT_TAIWAN_PHRASES, mainlandWordsIn, taiwanFormOf } from './mainland-words.ts';
import { termNameZhHant } from './term-names.ts';

/** The rules text and the glossary, converted. */
function rulesTexts(): Array<[string, string]> {
  return [
    ...zhContentFiles().map(({ file, text }): [string, string] => [file, convertMarkdown(text)]),
    ...Object.entries(glossaryDefinitions.zh).map(([id, text]): [string, string] => [
      `definition ${id}`,
      convertText(text),
    ]),
    ...glossaryTerms.map((term): [string, string] => [`name ${term.id}`, termNameZhHant(term.id) ?? '']),
  ];
}

/** The site's and the tools' strings as zh-Hant shows them (a hand-written one in place of the converted). */
function interfaceTexts(): Array<[string, string]> {
  return zhMessageFiles().flatMap(({ file, messages }) =>
    Object.entries(convertMessages(messages)).map(([key, text]): [string, string] => [
      `${file} ${key}`,
      (handWritten as Record<string, string>)[key] ?? text,
    ]),
  );
}

/** The words the project writes on purpose (glossary names, word corrections) and the kept phrases. */
function keptWords(): string[] {
  return [...zhHantConverter().fixedWords.map((word) => word.zhHant), ...KEPT_TAIWAN_PHRASES];
}

describe('Taiwan usage in zh-Hant', () => {
  it('no converted text shows a Mainland word OpenCC keeps (MAINLAND_WORDS: 示例, 取整, 賬號, 知識共享, 標籤頁, 在線, 文本, 當前 …)', () => {
    const found = [
      ...rulesTexts().map(([where, text]) => [where, text, false] as const),
      ...interfaceTexts().map(([where, text]) => [where, text, true] as const),
    ].flatMap(([where, text, inInterface]) =>
      Object.entries(mainlandWordsIn(text, inInterface)).map(
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

  // The sixth reading (H9-H11, section 6): words added since passed the list, and a character
  // OpenCC converts wrong is outside any word list.
  it.each([
    ['已构建的网站', '已構建的網站', '已建置的網站', '構建'],
    ['每个单元格', '每個單元格', '每個儲存格', '單元格'],
    ['每次联网时', '每次聯網時', '每次連網時', '聯網'],
    ['请检查网络连接', '請檢查網路連接', '請檢查網路連線', '網路連接'],
    ['使用隐私窗口', '使用隱私視窗', '使用無痕視窗', '隱私視窗'],
    ['列表从空开始', '列表從空開始', '清單從空開始', '列表'],
    ['来源和许可', '來源和許可', '來源和授權條款', '許可'],
  ] as const)('%s: its plain conversion %s is caught, the build writes %s', (zh, plain, built, word) => {
    expect(mainlandWordsIn(plain, true)).toHaveProperty(word);
    expect(convertText(zh)).toBe(built);
    expect(mainlandWordsIn(built, true)).toEqual({});
  });

  it('holds 構建 and 許可 in interface strings only: the rules text builds adventures', () => {
    expect(mainlandWordsIn('構建冒險')).toEqual({});
    expect(mainlandWordsIn('構建冒險', true)).toEqual({ 構建: 1 });
    expect(mainlandWordsIn('應用程式的許可權', true)).toEqual({});
  });

  it('reads OpenCC’s own Taiwan tables (TWPhrases, TWVariants, STPhrases as opencc-js ships them)', () => {
    const sizes = variantTableSizes();
    expect(sizes.TWPhrases).toBeGreaterThan(700);
    expect(sizes.TWVariants).toBeGreaterThan(30);
    expect(sizes.STCharacters).toBeGreaterThan(3000);
  });

  it('no zh-Hant text holds a Mainland phrase (interface strings) or a Simplified character OpenCC left (every text)', () => {
    const kept = keptWords();
    const describe = (where: string, text: string, phrases: boolean) =>
      mainlandVariantsIn(text, kept, phrases).map(
        ({ found, taiwan, table }) =>
          `${where}: ${found} (OpenCC ${table}); Taiwan writes ${taiwan}: a word correction in word-corrections.json, or a hand-written string`,
      );
    expect([
      ...rulesTexts().flatMap(([where, text]) => describe(where, text, false)),
      ...interfaceTexts().flatMap(([where, text]) => describe(where, text, true)),
    ]).toEqual([]);
  });

  it('catches 采納 (H11), 鼠標 and 着 by the tables, and leaves 英里, 若干, 游泳 and the kept words', () => {
    const found = (text: string) =>
      mainlandVariantsIn(text, keptWords()).map(({ found, taiwan }) => `${found}>${taiwan}`);
    expect(found('維護者可能沒有采納你的修改')).toEqual(['采>採']);
    expect(found('移動鼠標；看着')).toEqual(['鼠標>滑鼠', '着>著']);
    expect(found('一英里；若干；游泳；遠程攻擊；《系統參考文件 5.2》')).toEqual([]);
  });
});
