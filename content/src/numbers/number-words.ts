/**
 * Numbers written as words where they count a number the English writes in digits or words: the
 * Chinese numerals (一 … 十, 百, 千, 两/兩, 零/〇), the Thai ones (หนึ่ง … สิบ, ยี่สิบ, เอ็ด, ร้อย)
 * and the English ones (one … twenty, the tens, hundred). The number check reads them only in the
 * places a rule's number stands: after an add or subtract word ("加三" = +3, "บวกสอง" = +2) and
 * before a multiplier ("五倍", "ห้าเท่า", "five times"). Browser-safe.
 */

const ZH_DIGITS: Record<string, number> = {
  零: 0,
  〇: 0,
  一: 1,
  二: 2,
  两: 2,
  兩: 2,
  三: 3,
  四: 4,
  五: 5,
  六: 6,
  七: 7,
  八: 8,
  九: 9,
};
const ZH_UNITS: Record<string, number> = { 十: 10, 百: 100, 千: 1000 };

/** A run of Chinese numerals as written ("三", "十五", "二十", "一百二十"). */
export const ZH_NUMERAL = '[零〇一二两兩三四五六七八九十百千]+';

export function chineseNumber(written: string): number | undefined {
  let total = 0;
  let digit: number | undefined;
  for (const char of written) {
    if (char in ZH_DIGITS) digit = ZH_DIGITS[char];
    else if (char in ZH_UNITS) {
      total += (digit ?? 1) * ZH_UNITS[char]!;
      digit = undefined;
    } else return undefined;
  }
  return total + (digit ?? 0);
}

const TH_WORDS: [string, number][] = [
  ['ศูนย์', 0],
  ['หนึ่ง', 1],
  ['เอ็ด', 1],
  ['ยี่', 2],
  ['สอง', 2],
  ['สาม', 3],
  ['สี่', 4],
  ['ห้า', 5],
  ['หก', 6],
  ['เจ็ด', 7],
  ['แปด', 8],
  ['เก้า', 9],
  ['สิบ', 10],
  ['ร้อย', 100],
];

/** A run of Thai number words as written ("สาม", "สิบห้า", "ยี่สิบ"). */
export const TH_NUMERAL = `(?:${TH_WORDS.map(([word]) => word).join('|')})+`;

export function thaiNumber(written: string): number | undefined {
  let total = 0;
  let digit: number | undefined;
  for (let rest = written; rest !== ''; ) {
    const found = TH_WORDS.find(([word]) => rest.startsWith(word));
    if (!found) return undefined;
    const [word, value] = found;
    rest = rest.slice(word.length);
    if (value >= 10) {
      total += (digit ?? 1) * value;
      digit = undefined;
    } else digit = value;
  }
  return total + (digit ?? 0);
}

const EN_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  hundred: 100,
};

/** An English number word ("five"). */
export const EN_NUMERAL = `(?:${Object.keys(EN_WORDS).join('|')})`;

export function englishNumber(written: string): number | undefined {
  return EN_WORDS[written.toLowerCase()];
}

/** The value of a number written in digits or in words of any of the three languages. */
export function numberOf(written: string): number | undefined {
  if (/^\d+$/.test(written)) return Number(written);
  return chineseNumber(written) ?? thaiNumber(written) ?? englishNumber(written);
}
