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
];

/** What Taiwan writes for a Mainland word of the list (the fix a check suggests). */
export function taiwanFormOf(word: string): string | undefined {
  return MAINLAND_WORDS.find((entry) => entry.word === word)?.taiwan;
}

/** The Mainland words a zh-Hant text holds, each with how many times. */
export function mainlandWordsIn(text: string): Record<string, number> {
  const found: Record<string, number> = {};
  for (const { word } of MAINLAND_WORDS) {
    const count = text.split(word).length - 1;
    if (count > 0) found[word] = count;
  }
  return found;
}
