/**
 * Mainland Chinese words that OpenCC's Taiwan phrases leave in place (or make, as 调用 -> 呼叫) and
 * that a zh-Hant page must not show: each has its Taiwan form, written by a word correction
 * (word-corrections.json) or a term's zh-Hant name (glossary/zh-hant-names.json). A test converts
 * every zh text and string and the browser check reads every built zh-Hant page for them.
 */
export interface MainlandWord {
  /** The Mainland word as it would appear in zh-Hant script. */
  word: string;
  /** What Taiwan writes instead. */
  taiwan: string;
  /**
   * `interface`: held in the site's and the tools' strings only, where the word is a computing one;
   * the rules text may use it in its ordinary sense (構建冒險).
   */
  scope?: 'interface';
  /** Longer words that hold it and are no use of it (許可權, a permission; 陣列表, the array's table). */
  except?: readonly string[];
}

export const MAINLAND_WORDS: readonly MainlandWord[] = [
  { word: '示例', taiwan: '範例' },
  { word: '取整', taiwan: '無條件進位 / 無條件捨去 / 捨入' },
  { word: '效應', taiwan: '效果' },
  { word: '響應', taiwan: '回應' },
  { word: '呼叫', taiwan: '(调用 is no longer in the zh text: 需要进行)' },
  { word: '平均水平', taiwan: '平均水準' },
  { word: '賬號', taiwan: '帳號' },
  { word: '知識共享', taiwan: '創用CC' },
  { word: '許可協議', taiwan: '授權條款' },
  { word: '標籤頁', taiwan: '分頁' },
  { word: '在線', taiwan: '線上 / 連線時' },
  { word: '（可選）', taiwan: '（選填）' },
  { word: '可選變體', taiwan: '選用變體' },
  { word: '文本', taiwan: '文字' },
  { word: '當前', taiwan: '目前' },
  { word: '自定義', taiwan: '自訂' },
  { word: '訪問', taiwan: '瀏覽' },
  { word: '標識', taiwan: '識別碼' },
  { word: '隱私瀏覽', taiwan: '無痕瀏覽' },
  { word: '撤銷修改', taiwan: '復原修改' },
  { word: '通過電子郵件', taiwan: '透過電子郵件' },
  { word: '檢查地址', taiwan: '檢查網址' },
  { word: '可以通過', taiwan: '可以透過' },
  // The fifth reading (th-zh-hant-2026-11-27-fifth H5, H7): interface words of the strings added since.
  { word: '撤銷', taiwan: '復原' },
  { word: '生成金鑰', taiwan: '產生金鑰' },
  { word: '生成新金鑰', taiwan: '產生新金鑰' },
  { word: '運行', taiwan: '執行' },
  { word: '地址', taiwan: '網址' },
  { word: '可選）', taiwan: '選填）' },
  { word: '搜索本站', taiwan: '搜尋本站' },
  { word: '正在搜索', taiwan: '正在搜尋' },
  { word: '搜索索引', taiwan: '搜尋索引' },
  { word: '載入搜索', taiwan: '載入搜尋' },
  { word: '跟蹤', taiwan: '追蹤' },
  { word: '拼寫', taiwan: '拼字' },
  { word: '倉庫', taiwan: '儲存庫' },
  { word: '署名與許可', taiwan: '姓名標示與授權' },
  { word: '開放許可', taiwan: '開放授權' },
  // The sixth reading (th-zh-hant-2026-11-28-sixth H9, H10): interface words OpenCC's tables lack.
  { word: '構建', taiwan: '建置', scope: 'interface' },
  { word: '單元格', taiwan: '儲存格' },
  { word: '聯網', taiwan: '連網' },
  { word: '網路連接', taiwan: '網路連線' },
  { word: '網絡', taiwan: '網路' },
  { word: '隱私視窗', taiwan: '無痕視窗' },
  { word: '隱私窗口', taiwan: '無痕視窗' },
  { word: '列表', taiwan: '清單', except: ['陣列表', '下列表'] },
  { word: '許可', taiwan: '授權', scope: 'interface', except: ['許可權'] },
  // The seventh reading (th-zh-hant-2026-11-29-seventh M8): Mainland words OpenCC's tables lack.
  { word: '輸入框', taiwan: '輸入欄位' },
  { word: '質量', taiwan: '品質' },
  { word: '彈窗', taiwan: '彈出視窗' },
  { word: '彈框', taiwan: '對話框' },
  { word: '彈出框', taiwan: '彈出視窗' },
  // 通過 by means of (via) is 透過 in Taiwan; passing a check or a place keeps 通過.
  {
    word: '通過',
    taiwan: '透過',
    except: ['成功通過', '未通過', '不通過', '通過一次', '正常通過', '通過這座'],
  },
];

/**
 * Phrases of OpenCC's TWPhrases the interface keeps, each for its reason (the checks'
 * test/support/variant-tables.ts reads the rest): 文件 is a document here (《系統參考文件 5.2》, the API's JSON documents), not the computing
 * file TWPhrases makes 檔案; 來源文件 and 英文檔案 only hold TWPhrases' 源文件 and 文檔 across a word.
 */
export const KEPT_TAIWAN_PHRASES: readonly string[] = ['文件', '來源文件', '英文檔案'];

/** What Taiwan writes for a Mainland word of the list (the fix a check suggests). */
export function taiwanFormOf(word: string): string | undefined {
  return MAINLAND_WORDS.find((entry) => entry.word === word)?.taiwan;
}

/** Where `word` stands in `text`: each use's start and end. */
function spansOf(text: string, word: string): [number, number][] {
  const spans: [number, number][] = [];
  for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1))
    spans.push([at, at + word.length]);
  return spans;
}

/**
 * The Mainland words a zh-Hant text holds, each with how many times; `interfaceText` for a string of
 * the site or the tools (the words scoped to the interface are looked for there only).
 */
export function mainlandWordsIn(text: string, interfaceText = false): Record<string, number> {
  const found: Record<string, number> = {};
  for (const { word, scope, except = [] } of MAINLAND_WORDS) {
    if (scope === 'interface' && !interfaceText) continue;
    // A use inside a longer word of `except` (成功通過一次 holds two) is none.
    const excepted = except.flatMap((longer) => spansOf(text, longer));
    const count = spansOf(text, word).filter(
      ([start, end]) => !excepted.some(([from, to]) => from <= start && end <= to),
    ).length;
    if (count > 0) found[word] = count;
  }
  return found;
}
