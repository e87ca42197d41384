/**
 * The wrong-translation generator's own word forms (data only), kept apart from the checker's
 * (quantity-words.ts) on purpose: each is a form the locale's text writes, found by reading the
 * corpus (content/th, content/zh, the glossary definitions), with what a translator or an attacker
 * could write in its place. The generator uses a form only where today's text holds it, so every
 * mutant starts from the locale's own wording. zh-Hant mutants are zh's, converted by OpenCC.
 */

export type MutantLocale = 'th' | 'zh';

/** Number words as the locale writes them, by value (zh: 两 for a count, 二 after 第). */
export const NUMBER_WORDS: Record<MutantLocale, Record<number, string>> = {
  th: {
    1: 'หนึ่ง',
    2: 'สอง',
    3: 'สาม',
    4: 'สี่',
    5: 'ห้า',
    6: 'หก',
    7: 'เจ็ด',
    8: 'แปด',
    9: 'เก้า',
    10: 'สิบ',
    12: 'สิบสอง',
  },
  zh: {
    1: '一',
    2: '两',
    3: '三',
    4: '四',
    5: '五',
    6: '六',
    7: '七',
    8: '八',
    9: '九',
    10: '十',
    12: '十二',
  },
};

/** What a count word is followed by in the corpus: its classifier (สองลูก, 两次, 一点). */
export const CLASSIFIERS: Record<MutantLocale, readonly string[]> = {
  th: ['ลูก', 'ครั้ง', 'ตัว', 'อย่าง', 'คน', 'ระดับ', 'ชั่วโมง', 'นาที', 'วัน', 'รอบ'],
  zh: ['个', '次', '点', '种', '名', '项', '颗', '枚', '级', '轮', '小时', '天', '尺'],
};

/** How an ordinal is written: before its number (ครั้งที่ 2, 第三次). */
export const ORDINAL_MARKS: Record<MutantLocale, readonly string[]> = {
  th: ['ครั้งที่', 'ตัวที่', 'ลูกที่', 'คนที่', 'อันดับ'],
  zh: ['第'],
};

/** What a multiplier is written with, after its number (สองเท่า, 两倍). */
export const MULTIPLIER_MARK: Record<MutantLocale, string> = { th: 'เท่า', zh: '倍' };

/** A pattern of what the text writes (a regular expression's source) and what is written instead. */
export type Rewrite = readonly [written: string, instead: string];

/** A fraction for another (½ ↔ ⅓, ¾ → ½, ¼ → ½). */
export const FRACTIONS: Record<MutantLocale, readonly Rewrite[]> = {
  th: [
    ['ครึ่งหนึ่ง', 'หนึ่งในสาม'],
    ['ครึ่ง', 'หนึ่งในสาม'],
    ['สามในสี่', 'ครึ่ง'],
    ['หนึ่งในสี่', 'ครึ่ง'],
  ],
  zh: [
    ['一半', '三分之一'],
    ['三分之一', '一半'],
    ['四分之三', '一半'],
    ['四分之一', '一半'],
  ],
};

/** Halving written as doubling and back (减半 → 加倍, ครึ่งหนึ่ง → สองเท่า). */
export const HALVE_DOUBLE: Record<MutantLocale, readonly Rewrite[]> = {
  th: [
    ['ลดลงครึ่งหนึ่ง', 'เพิ่มเป็นสองเท่า'],
    ['เป็นสองเท่า', 'เหลือครึ่งหนึ่ง'],
    ['สองเท่า', 'ครึ่งหนึ่ง'],
  ],
  zh: [
    ['减半', '加倍'],
    ['加倍', '减半'],
    ['翻倍', '减半'],
    ['两倍', '一半'],
  ],
};

/**
 * Words that hold a direction word and are none (ปลดล็อก unlock, แตกหัก broken, 加入过 and 加入队伍 a
 * person joining): the generator changes no direction inside them, and the false-positive set
 * (uses/direction-uses.ts) takes them as correct uses of a direction word.
 */
export const NOT_DIRECTIONS: Record<MutantLocale, readonly string[]> = {
  th: ['ปลด', 'แตกหัก'],
  zh: ['加入过', '加入队伍'],
};

/**
 * A direction word for its opposite (reduce/increase, lose/gain, subtract/add), each a pattern: where
 * the corpus writes the word in another sense (เสียเปรียบ Disadvantage, เชิงบวก positive, 加值 bonus,
 * 叠加 stack), or inside another word (ปลด release, แตกหัก break, 加入过 and 加入队伍 a person joining),
 * it is not a direction and is left alone.
 */
export const DIRECTIONS: Record<MutantLocale, readonly Rewrite[]> = {
  th: [
    ['ลดลง', 'เพิ่มขึ้น'],
    ['เพิ่มขึ้น', 'ลดลง'],
    // Not in the NOT_DIRECTIONS words: ปลด, แตกหัก, 加入过, 加入队伍.
    ['(?<!ป)ลด(?![้์])', 'เพิ่ม'],
    ['เพิ่ม(?!เติม|ขึ้น)', 'ลด'],
    ['(?<!เชิง)บวก', 'ลบ'],
    ['(?<![หสกพผ]|หัก|เชิง)ลบ', 'บวก'],
    ['(?<!แตก)หัก(?!ล้าง|ลบ|พัง)', 'บวก'],
    ['สูญเสีย', 'ได้รับ'],
    ['เสียไป', 'ได้มา'],
  ],
  zh: [
    ['降低', '提高'],
    ['提高', '降低'],
    ['减少', '增加'],
    ['增加', '减少'],
    ['降至', '升至'],
    ['减去', '加上'],
    ['加上', '减去'],
    ['扣除', '加上'],
    ['失去', '获得'],
    ['获得', '失去'],
    ['减(?=少于|至| ?\\d)', '加'],
    ['(?!加入过|加入队伍)(?<![叠不施参附追增])加(?= ?\\d|到|入)', '减'],
  ],
};

/** A unit for another of its kind (time, distance, weight, area). */
export const UNITS: Record<MutantLocale, readonly Rewrite[]> = {
  th: [
    ['ชั่วโมง', 'นาที'],
    ['นาที', 'ชั่วโมง'],
    ['วินาที', 'นาที'],
    ['วัน', 'ชั่วโมง'],
    ['ฟุต', 'ไมล์'],
    ['ไมล์', 'ฟุต'],
    ['ปอนด์', 'ออนซ์'],
  ],
  zh: [
    ['小时', '分钟'],
    ['分钟', '小时'],
    ['秒', '分钟'],
    ['天', '小时'],
    ['尺', '英里'],
    ['英里', '尺'],
    ['磅', '盎司'],
  ],
};

/** A turn's start for its end and back (not in เริ่มเล่นเกม, the name of the chapter Playing the Game). */
export const BOUNDARIES: Record<MutantLocale, readonly Rewrite[]> = {
  th: [
    ['เริ่มต้น', 'สิ้นสุด'],
    ['เริ่ม(?!เล่นเกม)', 'จบ'],
    ['สิ้นสุด', 'เริ่มต้น'],
    ['จบ', 'เริ่ม'],
    ['ต้นเทิร์น', 'ท้ายเทิร์น'],
  ],
  zh: [
    ['开始', '结束'],
    ['结束', '开始'],
  ],
};

/** The next turn for this one and back (下一 of a turn or round, not of a section or a visit). */
export const TURNS: Record<MutantLocale, readonly Rewrite[]> = {
  th: [
    ['ถัดไป', 'นี้'],
    ['เทิร์นนี้', 'เทิร์นถัดไป'],
    ['เทิร์นใหม่', 'เทิร์นนี้'],
  ],
  zh: [
    ['下一个(?=回合)', '这一个'],
    ['下一(?=轮|回合)', '这一'],
    ['本回合', '下一回合'],
  ],
};

/** Where a sentence or clause of the translation ends (two numbers apart are traded). */
export const SENTENCE_END: Record<MutantLocale, RegExp> = {
  th: /(?<![\d,]) (?![\d(])|[:;]/u,
  zh: /[。；！？，：]/u,
};
