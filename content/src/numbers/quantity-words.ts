/**
 * The words the quantity reader (read-quantities.ts) reads, by language: data only. Each form is a
 * regular-expression source; `{n}` stands for a number written in digits or words of that language,
 * `{w}` for one in words (number-words.ts), its value the quantity's unless `value` is given (`{n}/{m}` for a fraction).
 * A `soft` form may stand for a quantity the other side writes without one ("a creature" is
 * "สิ่งมีชีวิต", "一个生物" or "a creature"): it widens what a translation may write, never what it
 * must. Forms were taken from the corpus (content/th, content/zh, the glossary definitions and the
 * table strings) and the English they stand for; zh forms carry their zh-Hant characters (兩, 個, 點,
 * 減, 開始, 結束) as OpenCC writes them. Earlier forms take their text first. Browser-safe.
 */

import type { QuantityRole } from './quantity-kinds.ts';

export interface QuantityForm {
  form: string;
  role: QuantityRole;
  /** The value when the form has none to read ("half" is 1/2, "reduce" is down). */
  value?: string;
  soft?: true;
  /**
   * A direction word that also means adding or lowering a thing (เพิ่ม ข้อความ, add a note, 降低
   * 警惕): firm only where it governs a quantity (governed-words.ts, decision 411), soft elsewhere.
   */
  governs?: true;
}

export type QuantityLanguage = 'en' | 'th' | 'zh';

const EN: QuantityForm[] = [
  // Fractions and multipliers first: "one third" is not "one", "twice as far" not "twice".
  { form: '(?:three|3)[- ]quarters?', role: 'fraction', value: '3/4' },
  { form: 'one third|a third(?= of)', role: 'fraction', value: '1/3' },
  { form: '(?:one |a )?quarter', role: 'fraction', value: '1/4' },
  { form: 'half|halve[sd]?|halving', role: 'fraction', value: '1/2' },
  { form: '{n} percent', role: 'percent' },
  { form: '{n} ?%', role: 'percent' },
  { form: 'twice as', role: 'multiplier', value: '2' },
  { form: 'double[sd]?|doubling', role: 'multiplier', value: '2' },
  { form: 'triple[sd]?|tripling', role: 'multiplier', value: '3' },
  { form: '{n} times', role: 'multiplier' },
  { form: 'once(?= you| a| the| all)|more than once', role: 'count', value: '1', soft: true },
  { form: 'once', role: 'count', value: '1' },
  { form: 'twice', role: 'count', value: '2' },
  { form: 'thrice', role: 'count', value: '3' },
  { form: 'first', role: 'ordinal', value: '1', soft: true },
  { form: 'a second|applied second|beyond the one', role: 'ordinal', value: '2', soft: true },
  { form: 'applied third', role: 'ordinal', value: '3', soft: true },
  { form: 'second(?! ?s\\b)(?! matters)', role: 'ordinal', value: '2' },
  { form: 'third', role: 'ordinal', value: '3' },
  { form: 'fourth', role: 'ordinal', value: '4' },
  { form: 'fifth', role: 'ordinal', value: '5' },
  // Directions: up and down.
  { form: 'increas\\w*|add(?:s|ed|ing)?', role: 'direction', value: 'up', governs: true },
  { form: 'plus(?= ?\\d)', role: 'direction', value: 'up' },
  {
    form: 'plus|apply|applie[sd]|rais(?:e[sd]?|ing)|gain\\w*|receiv(?:e[sd]?|ing)|extra|additional|addition|bonus\\w*|regain\\w*|heal\\w*|restor\\w*|higher|greater|much|positive',
    role: 'direction',
    value: 'up',
    soft: true,
  },
  {
    form: 'reduc\\w*|decreas\\w*|lower(?:s|ed|ing)',
    role: 'direction',
    value: 'down',
    governs: true,
  },
  {
    form: 'los(?:e|es)|subtract\\w*|minus(?= ?\\d)|deduct\\w*|(?:drop|fall)(?:s|ping|ing)? to|reach(?:es|ed)?(?= 0)',
    role: 'direction',
    value: 'down',
  },
  {
    form: 'minus|remov(?:e[sd]?|ing)|lost|losing|less(?! than)|lowest|fewer|lower|penalt\\w*|drops?|spe(?:nd|nt)\\w*|expend\\w*|damage|worse|negative|(?<!round(?:ed|ing|s)? )down|for free',
    role: 'direction',
    value: 'down',
    soft: true,
  },
  // A turn's or round's boundary, and which turn.
  { form: 'earliest days|running start|mount(?:ing|s)?', role: 'boundary', value: 'start', soft: true },
  { form: 'start(?:s|ed)?|begin(?:s|ning)?|began', role: 'boundary', value: 'start' },
  {
    form: 'starting|from|first|initial\\w*|before|early|earliest|then',
    role: 'boundary',
    value: 'start',
    soft: true,
  },
  {
    form: 'end(?:s|ed|ing)?(?! up)|finish(?:es|ed|ing)?|(?<=(?:are|is|be|were) )done',
    role: 'boundary',
    value: 'end',
  },
  {
    form: 'until|last|after|over|stops?|depleted|dismount\\w*|rest of|early|earlier',
    role: 'boundary',
    value: 'end',
    soft: true,
  },
  { form: 'next(?! to)', role: 'turn', value: 'next' },
  { form: 'following|later|subsequent|after', role: 'turn', value: 'next', soft: true },
  { form: 'this turn|this round', role: 'turn', value: 'this' },
  { form: 'same|this|that|current|the turn', role: 'turn', value: 'this', soft: true },
  // Units by kind.
  {
    form: 'round to round|rounds?(?! (?:down|up|the|it|that|this|each|your|a)\\b)',
    role: 'unit',
    value: 'time:round',
  },
  { form: 'minutes?', role: 'unit', value: 'time:minute' },
  { form: 'hours?', role: 'unit', value: 'time:hour' },
  { form: 'days?', role: 'unit', value: 'time:day' },
  { form: 'daily|daylight', role: 'unit', value: 'time:day', soft: true },
  { form: 'seconds|second matters', role: 'unit', value: 'time:second' },
  { form: 'foot by foot|(?<!on (?:your|its|their) )feet|foot|ft', role: 'unit', value: 'distance:foot' },
  { form: 'miles?', role: 'unit', value: 'distance:mile' },
  { form: 'square by square|squares?', role: 'unit', value: 'area:square', soft: true },
  { form: 'pounds?|lb', role: 'unit', value: 'weight:pound' },
  { form: 'gp|gold pieces?|GP', role: 'unit', value: 'money:gp' },
  { form: 'sp|silver pieces?', role: 'unit', value: 'money:sp' },
  { form: 'cp|copper pieces?', role: 'unit', value: 'money:cp' },
  // Counts last: every word above is read first.
  { form: 'zero', role: 'count', value: '0' },
  {
    form: 'a|an|each|every|single|another|per|any|one|someone|anyone|somehow|either',
    role: 'count',
    value: '1',
    soft: true,
  },
  { form: '{w}', role: 'count' },
  // "both Advantage and Disadvantage" joins two words (同时, ทั้ง…และ): a conjunction, not a count.
  { form: "both(?!(?: [\\w’'-]+){1,3} and\\b)", role: 'whole', value: '2', soft: true },
  { form: 'pair', role: 'count', value: '2', soft: true },
];

/** Thai words a number word stands inside without being one (ความสามารถ, เก้าอี้, สี่เหลี่ยม). */
const TH_NOT_BEFORE = '(?<!ความ|ทุก)';
const TH_NOT_AFTER = '(?!ารถ|ัญ|อี้|เหลี่ยม)';

const TH: QuantityForm[] = [
  { form: 'สามในสี่', role: 'fraction', value: '3/4' },
  { form: 'หนึ่งในสาม', role: 'fraction', value: '1/3' },
  { form: 'หนึ่งในสี่', role: 'fraction', value: '1/4' },
  { form: 'ครึ่ง(?:หนึ่ง)?', role: 'fraction', value: '1/2' },
  { form: '{n} ?(?:เปอร์เซ็นต์|%)', role: 'percent' },
  { form: 'ร้อยละ ?{n}', role: 'percent' },
  { form: '{n} ?เท่า(?!นั้น|กับ|ที่|ไร|เดิม|กัน|ใด)', role: 'multiplier' },
  { form: 'ครั้งเดียว', role: 'count', value: '1' },
  { form: `(?:ครั้ง|ลำดับ|อัน|ตัว|ลูก|คน|ชิ้น)ที่ ?{n}${TH_NOT_AFTER}`, role: 'ordinal' },
  { form: 'อันดับ ?{n}', role: 'ordinal' },
  { form: 'แรก(?!เริ่ม)', role: 'ordinal', value: '1', soft: true },
  { form: 'เพิ่มหรือลด|ลดหรือเพิ่ม', role: 'direction', value: 'up', soft: true },
  { form: 'เพิ่ม(?!เติม|เป็น)', role: 'direction', value: 'up', governs: true },
  { form: '(?<!เชิง)บวก|ได้มา(?!ก)', role: 'direction', value: 'up' },
  {
    form: '(?<!ความเสียหาย[^ ]{0,20})ได้รับ(?!ความเสียหาย)|มากขึ้น|สูงขึ้น|โบนัส|อีก|รักษา|ฟื้น|เพิ่มเติม|เพิ่มเป็น|เชิงบวก|รวม',
    role: 'direction',
    value: 'up',
    soft: true,
  },
  {
    form: '(?<!(?<!ไ)ป)ลด(?![้์]|ลงเหลือ|ลงครึ่ง)',
    role: 'direction',
    value: 'down',
    governs: true,
  },
  {
    // ลบ is also to delete, หัก to break (แตกหัก) and หักล้าง to cancel out: each counts where it governs a quantity; ค่าหักลบ and ค่าปรับ name a penalty (soft). ได้มา (gained) is a gain, not in ได้มากกว่า.
    form: '(?<![หสกพผ])ลบ|(?<!ค่า)หัก(?!พัง|ล้าง)',
    role: 'direction',
    value: 'down',
    governs: true,
  },
  {
    form: '(?<!ความ)เสีย(?!ง|หาย|เปรียบ|ชีวิต)',
    role: 'direction',
    value: 'down',
  },
  {
    form: 'ค่าหักลบ|ค่าปรับ|ลดลงเหลือ|ลดลง(?=ครึ่ง)|น้อยลง|ต่ำลง|ใช้|ความเสียหาย|บทลงโทษ|โดยไม่เสีย|เหลือ(?= ?0)',
    role: 'direction',
    value: 'down',
    soft: true,
  },
  // เริ่ม starts a thing wherever it stands, but in starting to play or to build (เริ่มเล่นเกม, a chapter's name) and counting from (เริ่มจาก).
  { form: '(?<!แรก|ค่า)เริ่ม(?:ต้น)?(?!เล่น|สร้าง|จาก)|ตอนต้น|ต้นเทิร์น|ต้นรอบ', role: 'boundary', value: 'start' },
  { form: 'ก่อน|แรก|ข้างต้น|เริ่ม', role: 'boundary', value: 'start', soft: true },
  { form: 'จบ|สิ้นสุด|ยุติ(?!ธรรม)|ตอนท้าย|ท้ายเทิร์น|ท้ายรอบ', role: 'boundary', value: 'end' },
  { form: 'จนถึง|จนกว่า|หลัง|ท้าย|(?<!ทั้ง)หมด(?!สติ)|สุดท้าย', role: 'boundary', value: 'end', soft: true },
  { form: 'ถัดไป|เทิร์นหน้า|รอบหน้า|เทิร์นต่อไป|เทิร์นใหม่', role: 'turn', value: 'next' },
  { form: 'ต่อไป|หน้า|หลังจาก|ภายหลัง|ต่อมา|ข้าง', role: 'turn', value: 'next', soft: true },
  { form: 'เทิร์นนี้|รอบนี้', role: 'turn', value: 'this' },
  { form: 'เดียวกัน|นี้|นั้น|ปัจจุบัน', role: 'turn', value: 'this', soft: true },
  { form: '(?<!ค|ล้อม|อยู่)รอบ(?!รู้|ตัว|ข้าง|คอบ|ด้าน| ๆ)', role: 'unit', value: 'time:round' },
  { form: '(?<!วิ)นาที', role: 'unit', value: 'time:minute' },
  { form: 'ชั่วโมง', role: 'unit', value: 'time:hour' },
  { form: 'วัน', role: 'unit', value: 'time:day' },
  { form: 'วินาที', role: 'unit', value: 'time:second' },
  { form: 'ฟุต', role: 'unit', value: 'distance:foot' },
  { form: 'ไมล์', role: 'unit', value: 'distance:mile' },
  { form: 'ช่อง', role: 'unit', value: 'area:square', soft: true },
  { form: 'ปอนด์', role: 'unit', value: 'weight:pound' },
  { form: '(?<![A-Za-z])gp(?![A-Za-z])|เหรียญทอง(?!แดง)', role: 'unit', value: 'money:gp' },
  { form: '(?<![A-Za-z])sp(?![A-Za-z])|เหรียญเงิน', role: 'unit', value: 'money:sp' },
  { form: '(?<![A-Za-z])cp(?![A-Za-z])|เหรียญทองแดง', role: 'unit', value: 'money:cp' },
  { form: 'ศูนย์', role: 'count', value: '0' },
  { form: 'เดียว|ละ|แต่ละ|อีก|วิธีหนึ่ง', role: 'count', value: '1', soft: true },
  { form: 'ทั้งสอง', role: 'whole', value: '2', soft: true },
  { form: `ทั้ง ?{w}${TH_NOT_AFTER}`, role: 'whole' },
  { form: 'คู่', role: 'count', value: '2', soft: true },
  { form: `${TH_NOT_BEFORE}{w}${TH_NOT_AFTER}`, role: 'count' },
];

/**
 * Chinese words 一 stands in without counting (统一, 唯一, 同一, 这一点, 一起, 一旦, 一方面, 一章); after
 * 同, 这 or 其 another numeral counts (同两次 is two rolls, 这两点 two points), and 两方 is two sides
 * (四方, 一方面 are not counts).
 */
const ZH_NOT_BEFORE = '(?:(?!一)|(?<![统統唯同这這其任逐]))';
const ZH_NOT_AFTER =
  '(?!起|旦|样|樣|般|定|些|切|直|致|下|共|律|同|度|再|边|邊|面|章|节|節|星)(?:(?<=[两兩])|(?!方))';

const ZH: QuantityForm[] = [
  { form: '{n}分之{n}', role: 'fraction', value: '{m}/{n}' },
  { form: '一半|[减減]半|半(?!径|徑|身人)', role: 'fraction', value: '1/2' },
  { form: '百分之{n}', role: 'percent' },
  { form: '{n} ?%', role: 'percent' },
  { form: '加倍|翻倍', role: 'multiplier', value: '2' },
  { form: '{n} ?倍', role: 'multiplier' },
  { form: '第 ?{n}', role: 'ordinal' },
  { form: '首', role: 'ordinal', value: '1', soft: true },
  { form: '下一[个個]?(?=回合|轮|輪)|下[个個](?=回合|轮|輪)', role: 'turn', value: 'next' },
  { form: '下一|下个|下個', role: 'turn', value: 'next', soft: true },
  { form: '之后|之後|接下来|接下來|随后|隨後|后续|後續|以下', role: 'turn', value: 'next', soft: true },
  { form: '本回合|这回合|這回合', role: 'turn', value: 'this' },
  { form: '当前|當前|同一|同|本|这|這|该|該', role: 'turn', value: 'this', soft: true },
  { form: '升至|升到|升为|升為', role: 'direction', value: 'up' },
  {
    form: '提高|提升|增加|[获獲]得(?=[^，。]{0,6}生命值)|(?<=生命值[^，。]{0,6})[获獲]得|(?<![叠疊不参參附追施增])加(?!入|值|重)',
    role: 'direction',
    value: 'up',
    governs: true,
  },
  {
    form: '获得|獲得|增(?!益)|上升|回复|恢复|恢復|回復|额外|額外|更多|再|奖励|獎勵|治疗|治療|加值|高|计入|計入|相加',
    role: 'direction',
    value: 'up',
    soft: true,
  },
  {
    form: '降低|[减減]少|[减減]',
    role: 'direction',
    value: 'down',
    governs: true,
  },
  {
    form: '降至|降到|降为|降為|扣除|扣[减減]|扣|失去|损失|損失|丢失|丟失',
    role: 'direction',
    value: 'down',
  },
  {
    form: '消耗|花费|花費|购买|購買|伤害|傷害|惩罚|懲罰|更少|少于|少於|低于|低於',
    role: 'direction',
    value: 'down',
    soft: true,
  },
  { form: '开始|開始|开头|開頭|起始', role: 'boundary', value: 'start' },
  { form: '之初|初|首先|先|前|骑乘|騎乘', role: 'boundary', value: 'start', soft: true },
  { form: '结束|結束|终止|終止|结尾|結尾|末', role: 'boundary', value: 'end' },
  { form: '完成|直到|直至|为止|為止|之后|之後|后|後|最后|最後', role: 'boundary', value: 'end', soft: true },
  { form: '轮(?!流)|輪(?!流)', role: 'unit', value: 'time:round' },
  { form: '分钟|分鐘', role: 'unit', value: 'time:minute' },
  { form: '小时|小時', role: 'unit', value: 'time:hour' },
  { form: '(?<![今明昨听聽])天(?!然|赋|賦|气|氣|由|界)|(?<![生节節])日', role: 'unit', value: 'time:day' },
  { form: '秒', role: 'unit', value: 'time:second' },
  { form: '英尺|尺', role: 'unit', value: 'distance:foot' },
  { form: '英里', role: 'unit', value: 'distance:mile' },
  { form: '格', role: 'unit', value: 'area:square', soft: true },
  { form: '磅', role: 'unit', value: 'weight:pound' },
  { form: '(?<![A-Za-z])gp(?![A-Za-z])|金币|金幣', role: 'unit', value: 'money:gp' },
  { form: '(?<![A-Za-z])sp(?![A-Za-z])|银币|銀幣', role: 'unit', value: 'money:sp' },
  { form: '(?<![A-Za-z])cp(?![A-Za-z])|铜币|銅幣', role: 'unit', value: 'money:cp' },
  { form: `(?<![归歸])零(?!星)`, role: 'count', value: '0' },
  { form: '每|单|單|另|其一|一(?=个|個|种|種|名|位|句)', role: 'count', value: '1', soft: true },
  { form: '两者|兩者|二者', role: 'whole', value: '2', soft: true },
  { form: '双|雙|俩|倆|(?<=[一成])[对對]', role: 'count', value: '2', soft: true },
  { form: `${ZH_NOT_BEFORE}{w}${ZH_NOT_AFTER}`, role: 'count' },
];

export const QUANTITY_FORMS: Record<QuantityLanguage, readonly QuantityForm[]> = { en: EN, th: TH, zh: ZH };
