/**
 * Numbers traded between clauses (issue 98): the k-th occurrence of each value in the English
 * paired with the k-th in the translation (values written as often on both sides), two numbers of
 * different English clauses (clause-order.ts: a comma before "if", "when" … parts none) must not
 * stand the other way round in different clauses of the translation (its stops, the Chinese commas
 * ， and 、, a Thai space not beside a digit). Occurrence by occurrence, not each value's first
 * place: a block whose heading names "1 or 20" and whose body trades them is refused, and so is
 * "8 点…，…14 点" for "8 … and have 14" within one English clause. Two numbers of one clause of
 * the translation may still move with its grammar ("27 点中的 7 点"). Browser-safe.
 */
import { clauseAt } from './clause-order.ts';
import type { NumberSide, PlacedToken } from './number-side.ts';
import { EN_NUMERAL, englishNumber } from './number-words.ts';

/** What follows a number in Thai and belongs to it: a classifier or unit, "and", "or", "to", "from". */
const THAI_BOUND =
  '(?:ฟุต|ไมล์|ปอนด์|ลูก|แต้ม|ชั่วโมง|นาที|วินาที|วัน|ช่อง|ระดับ|ครั้ง|ตัว|อย่าง|คน|รอบ|เท่า|เหรียญ|เปอร์เซ็นต์|และ|หรือ|ถึง|กับ|ไม่ใช่|บวก|ลบ|จาก|ต่อ|ขึ้นไป)';
/**
 * Where a translated clause ends: Chinese and Thai stops, the Chinese commas, and a Thai space
 * between words, or after a number where no word that binds to it follows (its classifier or unit,
 * "และ 3", "ถึง 20": "ทอยได้ 18 และ 3 ให้ใช้ค่า 3" is two clauses, "5 ฟุต" one).
 */
const TRANSLATED_END = new RegExp(
  `[。；！？：;:!?，,、]|\\.(?=\\s|$)|(?<![\\d,]) (?![\\d(])|(?<=\\d) (?![\\d(+×x\\-–]|${THAI_BOUND})|¶`,
  'gu',
);

/**
 * English words that join two parts of one clause that a translation keeps in their order ("receive
 * 8 … and have 14 … and a maximum of 20"), unlike a condition ("… when you already have 10"), which
 * Chinese and Thai put first.
 */
const ENGLISH_JOIN = /\s(?:and|or|but|then)\s/giu;

/** The part of the English text each offset is in: its clause (clause-order.ts), then ENGLISH_JOIN. */
function englishPartOf(text: string): (offset: number) => number {
  const clause = clauseAt(text);
  const joins = [...text.matchAll(ENGLISH_JOIN)].map((match) => match.index);
  return (offset) => clause(offset) * (joins.length + 1) + joins.filter((join) => join < offset).length;
}

function sentenceOf(text: string, pattern: RegExp): (offset: number) => number {
  const ends = [...text.matchAll(pattern)].map((match) => match.index);
  return (offset) => ends.filter((end) => end < offset).length;
}

/** Each token with its occurrence number among tokens of its value ("1" #0, "1" #1). */
function occurrences(tokens: readonly PlacedToken[]): Map<string, PlacedToken> {
  const seen = new Map<string, number>();
  const keyed = new Map<string, PlacedToken>();
  for (const token of tokens) {
    const index = seen.get(token.value) ?? 0;
    seen.set(token.value, index + 1);
    keyed.set(`${token.value}#${index}`, token);
  }
  return keyed;
}

/**
 * An ordinal is counted too ("on your third success" is "第 3 次"), so "Three Successes … third
 * success" makes no one 3 that a translation's later "第 3 次" moves.
 */
const ORDINAL: Record<string, number> = { first: 1, second: 2, third: 3, fourth: 4, fifth: 5 };

/**
 * English words that count what a translation may count in digits: a number word not used as a
 * pronoun ("one die", not "which one" or "one of the benefits"), "both", and "hour-long" (one hour: "an hour-long rest" is
 * "为时 1 小时的休息").
 */
const ENGLISH_COUNT = new RegExp(
  `(?<!\\b(?:which|the|each|any|no|some|every|this|that) )\\b(${EN_NUMERAL}|both|${Object.keys(ORDINAL).join('|')})\\b(?! of\\b)|\\b(?:hour|minute|day|round)-long\\b`,
  'giu',
);
const JOINED = ' ¶ '.length;

/** The English side's counting words (ENGLISH_COUNT) as numbers, each where it is written. */
export function englishWordTokens(side: NumberSide): PlacedToken[] {
  let start = 0;
  return side.blocks.flatMap((block) => {
    const from = start;
    start += block.text.length + JOINED;
    return [...block.text.matchAll(ENGLISH_COUNT)].map((match) => {
      const word = match[1]?.toLowerCase();
      const value = word === undefined ? 1 : word === 'both' ? 2 : (ORDINAL[word] ?? englishNumber(word));
      return {
        kind: 'number' as const,
        value: String(value),
        offset: match.index,
        written: match[0],
        at: block.at(match.index),
        joined: from + match.index,
      };
    });
  });
}

/**
 * The English numbers with the counting words that stand for the translation's digits: a value the
 * translation writes more often in digits than the English, where its words make up the count.
 */
function withWords(
  english: readonly PlacedToken[],
  words: readonly PlacedToken[],
  translated: readonly PlacedToken[],
): PlacedToken[] {
  const count = (tokens: readonly PlacedToken[], value: string) =>
    tokens.filter((token) => token.value === value).length;
  const standing = words.filter((word) => {
    const [digits, written] = [count(english, word.value), count(translated, word.value)];
    return digits < written && digits + count(words, word.value) === written;
  });
  return [...english, ...standing].sort((a, b) => a.joined - b.joined);
}

export interface SentenceTrade {
  /** The two English numbers, in the English order. */
  english: [PlacedToken, PlacedToken];
  /** The translation's occurrence of the second, written before the first's. */
  moved: PlacedToken;
}

export function sentenceTrade(
  digits: readonly PlacedToken[],
  englishText: string,
  translated: readonly PlacedToken[],
  translatedText: string,
  words: readonly PlacedToken[] = [],
): SentenceTrade | undefined {
  const english = withWords(digits, words, translated);
  const [englishClause, translatedClause] = [
    englishPartOf(englishText),
    sentenceOf(translatedText, TRANSLATED_END),
  ];
  const [from, to] = [occurrences(english), occurrences(translated)];
  const count = (tokens: readonly PlacedToken[], value: string) =>
    tokens.filter((token) => token.value === value).length;
  const pairs = [...from.entries()].flatMap(([key, token]) => {
    const other = to.get(key);
    return other && count(english, token.value) === count(translated, token.value) ? [{ token, other }] : [];
  });
  for (const [i, a] of pairs.entries())
    for (const b of pairs.slice(i + 1)) {
      if (a.token.value === b.token.value) continue;
      if (englishClause(a.token.joined) === englishClause(b.token.joined)) continue;
      const [first, second] = a.token.joined < b.token.joined ? [a, b] : [b, a];
      if (second.other.joined >= first.other.joined) continue;
      if (translatedClause(second.other.joined) === translatedClause(first.other.joined)) continue;
      return { english: [first.token, second.token], moved: second.other };
    }
  return undefined;
}
