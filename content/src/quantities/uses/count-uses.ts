/**
 * Correct rewordings of counts (decision 500): from today's aligned pairs with no finding, each
 * count, ordinal or "both" a translation writes in words, written instead in another form that says
 * the same (a digit for the word, "ทั้ง 2" for ทั้งสอง, 二者 for 两者, "第 2" for 第二), one at a time.
 * A translator may write any of them; none may have a finding. The forms are this file's own,
 * taken from the corpus, not the checker's (numbers/quantity-words.ts). Data from the corpus only.
 */
import type { CorpusPair } from '../mutants/corpus-pairs.ts';
import type { MutantLocale } from '../mutants/mutation-forms.ts';

/** A pattern of what the text writes and what says the same (`$1`, `$2`: its groups). */
type Same = readonly [written: RegExp, instead: (...groups: string[]) => string];

const TH_DIGIT: Record<string, string> = { หนึ่ง: '1', สอง: '2', สาม: '3', สี่: '4', ห้า: '5', หก: '6' };
const ZH_DIGIT: Record<string, string> = { 一: '1', 二: '2', 两: '2', 三: '3', 四: '4', 五: '5', 六: '6' };
const TH_WORD = Object.keys(TH_DIGIT).join('|');
const TH_CLASSIFIER = 'ลูก|ครั้ง|ตัว|อย่าง|คน|รอบ|ชิ้น|ภาษา|ทักษะ';

/** Each locale's rewordings, taken from the forms its text writes. */
const SAME: Record<MutantLocale, readonly Same[]> = {
  th: [
    [/ทั้งสอง/gu, () => 'ทั้ง 2'],
    [new RegExp(`(${TH_CLASSIFIER})ที่(${TH_WORD})`, 'gu'), (kind, word) => `${kind}ที่ ${TH_DIGIT[word!]}`],
    [
      new RegExp(`(?<!ทั้ง|ความ|ทุก)(${TH_WORD})(${TH_CLASSIFIER})`, 'gu'),
      (word, kind) => `${TH_DIGIT[word!]} ${kind}`,
    ],
  ],
  zh: [
    [/两者/gu, () => '二者'],
    [/第([一二三四五六])/gu, (word) => `第 ${ZH_DIGIT[word!]} `],
    [
      /(?<![第同这其任唯统逐])([两三四五六])(个|次|种|名|项|轮|点)/gu,
      (word, kind) => ` ${ZH_DIGIT[word!]} ${kind}`,
    ],
  ],
};

export interface CountUse {
  /** What was written and what is written instead. */
  from: string;
  to: string;
  pair: CorpusPair;
  block: number;
  text: string;
}

/** Every rewording of `pairs` (th and zh; zh-Hant is zh's, converted as the site converts it). */
export function countUses(pairs: readonly CorpusPair[]): CountUse[] {
  const uses: CountUse[] = [];
  for (const pair of pairs) {
    const locale: MutantLocale = pair.locale === 'th' ? 'th' : 'zh';
    pair.translated.forEach((block, index) => {
      for (const [pattern, instead] of SAME[locale])
        for (const match of block.text.matchAll(pattern)) {
          const to = instead(...match.slice(1));
          const text =
            block.text.slice(0, match.index) + to + block.text.slice(match.index + match[0].length);
          uses.push({ from: match[0], to, pair, block: index, text });
        }
    });
  }
  return uses;
}
