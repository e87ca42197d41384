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
];

/** The Mainland words a zh-Hant text holds, each with how many times. */
export function mainlandWordsIn(text: string): Record<string, number> {
  const found: Record<string, number> = {};
  for (const { word } of MAINLAND_WORDS) {
    const count = text.split(word).length - 1;
    if (count > 0) found[word] = count;
  }
  return found;
}
