/**
 * Correct rewordings of units (decision 501): from today's aligned pairs with no finding, a unit a
 * translation names without a number, where the block names that unit again, left out once (a
 * translation may name a unit once less than the English: "to end it" need not say the day again),
 * and a unit written in the other form the locale's text uses for it (zh 英尺 and 尺, 天 and 日).
 * None may have a finding. The unit words are this file's own, taken from the corpus, not the
 * checker's (numbers/quantity-words.ts). Data from the corpus only.
 */
import type { CorpusPair } from '../mutants/corpus-pairs.ts';
import type { MutantLocale } from '../mutants/mutation-forms.ts';

/** Each locale's unit words as its text writes them, each with the other form of the same unit. */
const UNITS: Record<MutantLocale, readonly (readonly [word: string, other?: string])[]> = {
  th: [['ชั่วโมง'], ['นาที'], ['วัน'], ['ฟุต'], ['ไมล์'], ['ปอนด์']],
  zh: [['小时'], ['分钟'], ['天', '日'], ['英尺', '尺'], ['英里'], ['磅']],
};

/** A digit or numeral just before: the unit measures a number, and is the number check's. */
const NUMBER_BEFORE = /[\d一二两三四五六七八九十百半几หนึ่งสองสามสี่ห้าหกเจ็ดแปดเก้าสิบ] ?$/u;

export interface UnitUse {
  /** What was written and what is written instead. */
  from: string;
  to: string;
  pair: CorpusPair;
  block: number;
  text: string;
}

function usesOf(text: string, locale: MutantLocale): { at: number; from: string; to: string }[] {
  const found: { at: number; from: string; to: string }[] = [];
  for (const [word, other] of UNITS[locale]) {
    const places = [...text.matchAll(new RegExp(word, 'gu'))].map((match) => match.index);
    for (const at of places) {
      // 天 is a day after 一, 每, 当, 整 (一天, 每天: 一日, 每日), not in 天赋, 天然, 天气, 天界.
      const aDay = word !== '天' || /[一每当整]$/u.test(text.slice(0, at));
      if (other && aDay) found.push({ at, from: word, to: other });
      const bare = !NUMBER_BEFORE.test(text.slice(Math.max(0, at - 4), at));
      if (bare && aDay && places.length > 1) found.push({ at, from: word, to: '' });
    }
  }
  return found;
}

/** Every rewording of `pairs` (th and zh; zh-Hant is zh's, converted as the site converts it). */
export function unitUses(pairs: readonly CorpusPair[]): UnitUse[] {
  const uses: UnitUse[] = [];
  for (const pair of pairs) {
    const locale: MutantLocale = pair.locale === 'th' ? 'th' : 'zh';
    pair.translated.forEach((block, index) => {
      for (const { at, from, to } of usesOf(block.text, locale)) {
        const text = block.text.slice(0, at) + to + block.text.slice(at + from.length);
        uses.push({ from, to, pair, block: index, text });
      }
    });
  }
  return uses;
}
