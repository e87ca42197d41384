/**
 * The Taiwan-usage check (taiwan-phrases.ts, mainland-words.ts), as the built-page test runs it
 * on every zh-Hant page: OpenCC's phrase data both ways and the team's list from the readings.
 * A generated set puts every Mainland phrase and every listed word into real zh-Hant sentences
 * (the start, the middle and the end of a converted rules sentence) and prints the caught figure
 * per source; today's converted texts hold none.
 */
import { describe, expect, it } from 'vitest';
import { zhContentFiles, zhMessageFiles } from '../../tools/zh-sources.ts';
import { convertMarkdown } from './convert-markdown.ts';
import { convertMessages } from './convert-messages.ts';
import { convertText } from './convert-text.ts';
import handWritten from './hand-written-strings.json' with { type: 'json' };
import { MAINLAND_WORDS, mainlandWordsIn } from './mainland-words.ts';
import { readOpenccTable } from './opencc-tables.ts';
import { keptTaiwanWords, mainlandPhrases, mainlandPhrasesIn } from './taiwan-phrases.ts';

/** Every zh-Hant text a page shows: the rules text converted, the strings (hand-written in place). */
function zhHantTexts(): Array<[string, string, boolean]> {
  return [
    ...zhContentFiles().map(({ file, text }): [string, string, boolean] => [
      file,
      convertMarkdown(text),
      false,
    ]),
    ...zhMessageFiles().flatMap(({ file, messages }) =>
      Object.entries(convertMessages(messages)).map(([key, text]): [string, string, boolean] => [
        `${file} ${key}`,
        (handWritten as Record<string, string>)[key] ?? text,
        true,
      ]),
    ),
  ];
}

/** Where a word goes in a real sentence: before it, in it (after a clause) and after it. */
const SENTENCES = [
  (word: string) => `${word}：${convertText('你可以在任何时候查看这些规则。')}`,
  (word: string) => `${convertText('如果你想要')}${word}，${convertText('请先阅读本节。')}`,
  (word: string) => `${convertText('这一页列出')}「${word}」。`,
];

describe('Taiwan usage on every zh-Hant page: OpenCC’s phrases both ways and the readings’ list', () => {
  it('no zh-Hant text today holds a Mainland phrase or a listed word', () => {
    const kept = keptTaiwanWords();
    const found = zhHantTexts().flatMap(([where, text, inInterface]) => [
      ...mainlandPhrasesIn(text, kept).map(({ found, taiwan }) => `${where}: ${found} (Taiwan: ${taiwan})`),
      ...Object.keys(mainlandWordsIn(text, inInterface)).map((word) => `${where}: ${word}`),
    ]);
    expect(found).toEqual([]);
  });

  it('catches the phrases of both tables and the listed words in real sentences (the figure)', () => {
    const forward = new Set(
      [...readOpenccTable('TWPhrases')].filter(([key, [taiwan]]) => key !== taiwan).map(([key]) => key),
    );
    const kept = keptTaiwanWords();
    // A phrase the project writes on purpose (a word correction: 對象 whom, 溢出 damage that spills
    // over; 文件 a document) is no finding where it stands alone: counted apart, not generated.
    const phrases = [...mainlandPhrases().keys()];
    const keptAlone = phrases.filter((phrase) => kept.some((word) => word.includes(phrase)));
    const checked = phrases.filter((phrase) => !keptAlone.includes(phrase));
    const sources = {
      TWPhrases: checked.filter((phrase) => forward.has(phrase)),
      TWPhrasesRev: checked.filter((phrase) => !forward.has(phrase)),
      readings: MAINLAND_WORDS.map(({ word }) => word),
    };
    const figures: string[] = [
      `kept on purpose, not generated: ${keptAlone.length} (${keptAlone.join(' ')})`,
    ];
    const missed: string[] = [];
    for (const [source, words] of Object.entries(sources)) {
      let caught = 0;
      for (const word of words)
        for (const sentence of SENTENCES) {
          const text = sentence(word);
          const hit =
            source === 'readings'
              ? word in mainlandWordsIn(text, true)
              : mainlandPhrasesIn(text, kept).some(({ found }) => found === word);
          if (hit) caught += 1;
          else missed.push(`${source} ${word}: ${text}`);
        }
      figures.push(
        `${source}: ${caught}/${words.length * SENTENCES.length} (${words.length} words × ${SENTENCES.length} places)`,
      );
    }
    console.log([...figures, ...missed].join('\n'));
    expect(sources.TWPhrasesRev.length).toBeGreaterThan(0);
    expect(missed.filter((line) => line.startsWith('readings'))).toEqual([]);
    // A phrase the segmenter reads as part of a longer word (the straddle rule) is the only miss.
    expect(missed.length).toBeLessThan(0.05 * checked.length * SENTENCES.length);
  });

  it('catches the seventh reading’s words: 質量, 通過 for “via”, 彈窗; passing a check keeps 通過', () => {
    expect(mainlandWordsIn('提高翻譯質量', true)).toEqual({ 質量: 1 });
    expect(mainlandWordsIn('通過網路傳送', true)).toEqual({ 通過: 1 });
    expect(mainlandWordsIn('關閉彈窗', true)).toEqual({ 彈窗: 1 });
    expect(mainlandWordsIn('並成功通過一次 DC 10 的檢定；驗證不通過')).toEqual({});
    expect(convertText('你可以通过撤离动作避免；成功通过一次检定')).toBe(
      '你可以透過撤離動作避免；成功通過一次檢定',
    );
    expect(convertText('更大的按钮和输入框')).toBe('更大的按鈕和輸入欄位');
  });

  it('a phrase that straddles two words is none (範圍內|存在, 屬性|能力); one that is a word is caught', () => {
    expect(mainlandPhrasesIn('5 尺範圍內存在敵人', [])).toEqual([]);
    expect(mainlandPhrasesIn('某些屬性能力', [])).toEqual([]);
    expect(mainlandPhrasesIn('這份文件的內存不足').map(({ found }) => found)).toEqual(['內存']);
    expect(mainlandPhrasesIn('請輸入地址', []).map(({ found }) => found)).toContain('地址');
  });
});
