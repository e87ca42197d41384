/**
 * The numbers of one block of text, in order, as a rule reads them: each number written in digits
 * (any digit form, folded) with its sign and the unit after it, each dice expression, the signed
 * number words a translation may write (`AC加三`), the multipliers (twice, 五倍, สามเท่า) and the
 * words that add or subtract. Translation QA compares these with the English block's, in order.
 */
import { findDiceNotation } from '@polyhedral/markdown';
import { foldDigits } from './fold-digits.ts';

export interface NumberToken {
  /** `2`, `1000`, or a dice expression `2d6+3`. */
  value: string;
  sign: '+' | '−' | '';
  /** The unit written after it, as the project's canonical unit (`ft`, `m`, `mi`, `lb`), else ''. */
  unit: string;
}

export interface BlockNumbers {
  tokens: NumberToken[];
  multipliers: number[];
  /** Words that add (`+`) or subtract (`−`), in order. */
  operations: ('+' | '−')[];
  /** Dice written with a capital D (`1D10`). */
  capitalDice: string[];
}

const UNITS: [RegExp, string][] = [
  [/^\s*(?:feet|foot|ft\.?|尺|呎|ฟุต)/iu, 'ft'],
  [/^\s*(?:米|公尺|เมตร|meters?|metres?)/iu, 'm'],
  [/^\s*(?:miles?|英里|哩|ไมล์)/iu, 'mi'],
  [/^\s*(?:pounds?|lb\.?|磅|ปอนด์)/iu, 'lb'],
  [/^\s*(?:公里|กิโลเมตร|km)/iu, 'km'],
  [/^\s*(?:公斤|千克|กิโลกรัม|kg)/iu, 'kg'],
];

const CHINESE_DIGITS: Record<string, number> = {
  一: 1,
  二: 2,
  两: 2,
  三: 3,
  四: 4,
  五: 5,
  六: 6,
  七: 7,
  八: 8,
  九: 9,
};
const THAI_WORDS: Record<string, number> = {
  หนึ่ง: 1,
  สอง: 2,
  สาม: 3,
  สี่: 4,
  ห้า: 5,
  หก: 6,
  เจ็ด: 7,
  แปด: 8,
  เก้า: 9,
  สิบ: 10,
};
const ENGLISH_WORDS: Record<string, number> = {
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
};

/** 三 -> 3, 十 -> 10, 十五 -> 15, 二十 -> 20 (up to 99). */
export function chineseNumber(word: string): number | undefined {
  const [tens, ones] = word.includes('十') ? word.split('十') : [undefined, word];
  const ten = tens === undefined ? 0 : tens === '' ? 10 : (CHINESE_DIGITS[tens] ?? Number.NaN) * 10;
  const one = ones === '' || ones === undefined ? 0 : (CHINESE_DIGITS[ones] ?? Number.NaN);
  const value = ten + one;
  return Number.isNaN(value) || value === 0 ? undefined : value;
}

const NUMBER = /(?<![dD\d.,])([+−]?)\s?(\d+(?:,\d{3})*(?:\.\d+)?)/g;
const SIGNED_CHINESE = /([加减])([一二三四五六七八九十]+)(?=[\s，。、；：）)]|$)/gu;
const CHINESE_MULTIPLIER = /([一二两三四五六七八九十]+)倍/gu;
const THAI_MULTIPLIER = new RegExp(`(${Object.keys(THAI_WORDS).join('|')})\\s*เท่า`, 'gu');
const ENGLISH_MULTIPLIER = new RegExp(
  `\\b(?:(twice|double)|(${Object.keys(ENGLISH_WORDS).join('|')}) times)\\b`,
  'giu',
);
const ADD = /\b(?:add|adds|added|plus)\b|บวก|加上/giu;
const SUBTRACT = /\b(?:subtract|subtracts|subtracted|minus)\b|ลบ|减去/giu;

function unitAfter(rest: string): string {
  return UNITS.find(([pattern]) => pattern.test(rest))?.[1] ?? '';
}

function multipliersOf(text: string): number[] {
  const found: [number, number][] = [];
  for (const match of text.matchAll(CHINESE_MULTIPLIER)) {
    const value = chineseNumber(match[1]!.replace('两', '二'));
    if (value) found.push([match.index, value]);
  }
  for (const match of text.matchAll(THAI_MULTIPLIER)) found.push([match.index, THAI_WORDS[match[1]!]!]);
  for (const match of text.matchAll(ENGLISH_MULTIPLIER))
    found.push([match.index, match[1] ? 2 : ENGLISH_WORDS[match[2]!.toLowerCase()]!]);
  return found.sort(([a], [b]) => a - b).map(([, value]) => value);
}

export function blockNumbers(raw: string): BlockNumbers {
  const text = foldDigits(raw);
  const dice = [...findDiceNotation(text)];
  const found: [number, NumberToken][] = dice.map((match) => [
    match.start,
    { value: match.notation, sign: '', unit: '' },
  ]);
  for (const match of text.matchAll(NUMBER)) {
    const at = match.index + match[0].length - match[2]!.length;
    if (dice.some((die) => at >= die.start && at < die.end)) continue;
    const sign = (match[1] ?? '') as NumberToken['sign'];
    const unit = unitAfter(text.slice(match.index + match[0].length));
    found.push([at, { value: match[2]!.replaceAll(',', ''), sign, unit }]);
  }
  for (const match of text.matchAll(SIGNED_CHINESE)) {
    const value = chineseNumber(match[2]!);
    if (value)
      found.push([match.index, { value: String(value), sign: match[1] === '加' ? '+' : '−', unit: '' }]);
  }
  const operations: [number, '+' | '−'][] = [
    ...[...text.matchAll(ADD)].map((match): [number, '+'] => [match.index, '+']),
    ...[...text.matchAll(SUBTRACT)].map((match): [number, '−'] => [match.index, '−']),
  ];
  return {
    tokens: found.sort(([a], [b]) => a - b).map(([, token]) => token),
    multipliers: multipliersOf(text),
    operations: operations.sort(([a], [b]) => a - b).map(([, operation]) => operation),
    capitalDice: [...text.matchAll(/(?<![A-Za-z])\d+D\d+/g)].map((match) => match[0]),
  };
}
