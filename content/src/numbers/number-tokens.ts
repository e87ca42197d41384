/**
 * The numbers of one block's text, in the order written: each number with its sign ("+2", "−2",
 * "加三" = +3, "บวก 2" = +2, "subtract 2" = −2), each dice expression (`2d6+3`; a capital-D one,
 * `1D10`, read as `1d10` and marked), and each multiplier ("five times", "五倍", "ห้าเท่า" = ×5).
 * Every Unicode digit form is folded first (fold-digits.ts); number words count only after an add
 * or subtract word and before a multiplier (number-words.ts). What the number check compares, block
 * by block (block-number-findings.ts). Browser-safe.
 */
import { findDiceNotation } from '@polyhedral/markdown';
import { foldDigits } from './fold-digits.ts';
import { EN_NUMERAL, numberOf, TH_NUMERAL, ZH_NUMERAL } from './number-words.ts';

export type NumberTokenKind = 'number' | 'dice' | 'multiplier';

export interface NumberToken {
  kind: NumberTokenKind;
  /** A number's magnitude ("2", "1000"), a dice notation ("2d6+3"), a multiplier's factor ("5"). */
  value: string;
  /** A number's sign where one is written (a sign or an add/subtract word right before it). */
  sign?: '+' | '-';
  /** Where it is written in the text, and as written. */
  offset: number;
  written: string;
  /** A number's label where one stands right before it in Latin capitals ("DC 10", "AC 15"). */
  anchor?: string;
  /** A dice expression written with a capital D (`1D10`). */
  capitalD?: boolean;
  /** A die named without a count in a term's name ("D20 Test", "การทดสอบ D20"). */
  named?: boolean;
  /** A number's unit where one follows it (`ft` for "30 feet", "30 尺", "30 ฟุต"; `mi`; `lb`). */
  unit?: string;
}

/** The rules' units right after a number, in the three languages (unit-convention.ts keeps them unconverted). */
const UNITS: [string, RegExp][] = [
  ['ft', /^[\s-]?(?:feet|foot|ft\b|英尺|尺|ฟุต)/u],
  ['mi', /^[\s-]?(?:miles?\b|英里|ไมล์)/u],
  ['lb', /^[\s-]?(?:pounds?\b|lb\b|磅|ปอนด์)/u],
];

function unitAfter(text: string, end: number): string | undefined {
  const after = text.slice(end, end + 8);
  return UNITS.find(([, pattern]) => pattern.test(after))?.[0];
}

/** Digits not glued to a die letter ("D20 Tests", "d20s" are dice names, not numbers). */
const DIGITS = /(?<![dD\d.,])\d+(?:,\d{3})*(?:\.\d+)?[½¼¾]?/gu;
/** "A space 2½ feet square" is 2½ by 2½: the side counts twice ("2½ × 2½ ฟุต"). */
const SQUARE = /(\d+[½¼¾]?) feet square\b/gu;
const CAPITAL_DICE = /(?<![A-Za-z0-9_])(\d{1,3})D(\d{1,4})(?:\s?([+\-−])\s?(\d{1,3}))?(?![A-Za-z0-9_])/g;
/**
 * A die named with a capital D and no count, in a term's name or heading ("D20 Test", "D20s",
 * "การทดสอบ D20", "D20 检定", "## D3"): the die it names is a quantity like any other, so "D20 Test"
 * written "D30 Test" is a changed die (issue 98). Not a dice-case fault: the rules write it so.
 */
const NAMED_DIE = /(?<![A-Za-z0-9_])D(\d{1,4})(?=s?(?![A-Za-z0-9_])|Tests?\b)/g;
/**
 * A sign right before a number: after a word or at the start ("+2", "bonus +2"), or between two
 * numbers as a spaced plus or minus sign ("10 + 2", "10 − 2": the 2 is added or taken away; a
 * hyphen there is a range, "1 - 4").
 */
const SIGN_CHAR = /(?<![\d\s])\s?([+＋\-−－])\s?$|^([+＋\-−－])\s?$|\d\s([+＋−])\s$/u;
/** Add and subtract words right before a number (ลบ not in หลบ, สลบ, กลบ). */
const SIGN_WORD = /(?:\b(plus|add|minus|subtract)|(加上|加|减去|减|扣除|บวก|(?<![หสก])ลบ|หัก))\s?$/iu;
const MINUS_WORDS = /^(minus|subtract|减去|减|扣除|ลบ|หัก)$/iu;
/** Counters after a number word: "外加两种" (plus two kinds), "加两次" (add twice) count things, not the rule's number. */
const COUNTED =
  '种|種|次|个|個|枚|颗|顆|项|項|名|位|只|隻|回|轮|輪|天|小时|分钟|级|級|倍|些|样|樣|份|条|條|块|塊|张|張|类|類|步|ลูก|ครั้ง|อย่าง|ตัว|ช่อง|ชนิด|ภาษา|ระดับ|เท่า|วัน|ชั่วโมง|นาที|รอบ|คน|ๆ';
const WORD_SIGNED = new RegExp(
  `(加上|(?<![外附增参參追施])加|减去|减|＋|\\+|－|−|บวก|(?<![หสก])ลบ)\\s?(${ZH_NUMERAL}|${TH_NUMERAL})(?!${ZH_NUMERAL}|${TH_NUMERAL}|\\s?(?:${COUNTED}))`,
  'gu',
);
const ANCHOR = /\b([A-Z]{2,3})\s?$/u;
const MULTIPLIERS = [
  new RegExp(`\\b(\\d+|${EN_NUMERAL})\\s+times\\b`, 'giu'),
  new RegExp(`(\\d+|${ZH_NUMERAL})\\s?倍`, 'gu'),
  new RegExp(`(\\d+|${TH_NUMERAL})\\s?เท่า(?!นั้น|กับ|ที่|ไร|เดิม|กัน|ใด)`, 'gu'),
];
const MULTIPLIER_WORDS: [RegExp, string][] = [
  [/\btwice\b/giu, '2'],
  [/\b(?:double[sd]?|doubling)\b/giu, '2'],
  [/\b(?:triple[sd]?|tripling)\b/giu, '3'],
];

const COUNTED_AFTER = new RegExp(`^\\s?(?:${COUNTED})`, 'u');

/** The sign written before the number at `offset`, which ends at `end`. */
function signBefore(text: string, offset: number, end: number): '+' | '-' | undefined {
  const before = text.slice(Math.max(0, offset - 10), offset);
  const char = SIGN_CHAR.exec(before);
  const sign = char?.[1] ?? char?.[2] ?? char?.[3];
  if (sign) return /[+＋]/u.test(sign) ? '+' : '-';
  const word = SIGN_WORD.exec(before);
  // "加 2 次" (add twice), "外加 2 种" (two more kinds): a counter after it, as for a number word.
  if (!word || COUNTED_AFTER.test(text.slice(end, end + 8))) return undefined;
  return MINUS_WORDS.test(word[1] ?? word[2]!) ? '-' : '+';
}

type Range = { start: number; end: number };
const inside = (ranges: readonly Range[], at: number) => ranges.some((r) => at >= r.start && at < r.end);

/** A multiplier or dice token written as `written` at `start`, with the range it takes. */
function taking(kind: NumberTokenKind, value: string, start: number, written: string): NumberToken & Range {
  return { kind, value, offset: start, written, start, end: start + written.length };
}

function multipliers(text: string): (NumberToken & Range)[] {
  const found: (NumberToken & Range)[] = [];
  for (const pattern of MULTIPLIERS)
    for (const match of text.matchAll(pattern)) {
      const value = numberOf(match[1]!);
      if (value !== undefined) found.push(taking('multiplier', String(value), match.index, match[0]));
    }
  for (const [pattern, value] of MULTIPLIER_WORDS)
    for (const match of text.matchAll(pattern))
      found.push(taking('multiplier', value, match.index, match[0]));
  return found;
}

function dice(text: string): (NumberToken & Range)[] {
  const found = findDiceNotation(text).map((match) => ({
    ...taking('dice', match.notation, match.start, match.text),
    end: match.end,
  }));
  for (const match of text.matchAll(CAPITAL_DICE)) {
    const [written, count, sides, sign, modifier] = match;
    const plus = sign === undefined ? '' : `${sign === '+' ? '+' : '-'}${modifier}`;
    const value = `${Number(count)}d${Number(sides)}${plus}`;
    found.push({ ...taking('dice', value, match.index, written), capitalD: true });
  }
  for (const match of text.matchAll(NAMED_DIE))
    found.push({ ...taking('dice', `d${Number(match[1])}`, match.index, match[0]), named: true });
  return found;
}

/** Each text's tokens (bounded: cleared when full): the number check and the quantity reader both read a block. */
const tokensOf = new Map<string, readonly NumberToken[]>();
const TOKENS_LIMIT = 8192;

/** The numbers, dice and multipliers of a text, in the order written (the same array for the same text). */
export function numberTokens(raw: string): readonly NumberToken[] {
  const known = tokensOf.get(raw);
  if (known) return known;
  if (tokensOf.size >= TOKENS_LIMIT) tokensOf.clear();
  const tokens = readTokens(raw);
  tokensOf.set(raw, tokens);
  return tokens;
}

function readTokens(raw: string): NumberToken[] {
  const text = foldDigits(raw);
  const taken = [...multipliers(text), ...dice(text)];
  const tokens: NumberToken[] = taken.map(({ start: _start, end: _end, ...token }) => token);
  for (const match of text.matchAll(WORD_SIGNED)) {
    const value = numberOf(match[2]!);
    const at = match.index + match[0].length - match[2]!.length;
    if (value === undefined || inside(taken, at)) continue;
    const sign = MINUS_WORDS.test(match[1]!) || /[－−]/u.test(match[1]!) ? '-' : '+';
    tokens.push({ kind: 'number', value: String(value), sign, offset: at, written: match[2]! });
  }
  for (const match of text.matchAll(DIGITS)) {
    if (inside(taken, match.index)) continue;
    const sign = signBefore(text, match.index, match.index + match[0].length);
    const anchor = ANCHOR.exec(text.slice(Math.max(0, match.index - 5), match.index))?.[1];
    const value = match[0].replaceAll(',', '');
    const unit = unitAfter(text, match.index + match[0].length);
    tokens.push({
      kind: 'number',
      value,
      ...(sign ? { sign } : {}),
      ...(anchor ? { anchor } : {}),
      ...(unit ? { unit } : {}),
      offset: match.index,
      written: match[0],
    });
  }
  for (const match of text.matchAll(SQUARE))
    tokens.push({
      kind: 'number',
      value: match[1]!,
      offset: match.index + match[1]!.length,
      written: match[1]!,
    });
  return tokens.sort((a, b) => a.offset - b.offset);
}
