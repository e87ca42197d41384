/**
 * Numbers traded between sentences (issue 98): the k-th occurrence of each value in the English
 * paired with the k-th in the translation (values written as often on both sides), two numbers of
 * different English sentences must not stand the other way round in different sentences or clauses
 * of the translation. Occurrence by occurrence, not each value's first place: a block whose heading
 * names "1 or 20" and whose body trades them is refused. A translation may still reorder the
 * clauses of one English sentence (clause-order.ts). Browser-safe.
 */
import type { PlacedToken } from './number-side.ts';

/** An English sentence ends at `.` `;` `:` `!` `?` before a space or the end, or between blocks. */
const ENGLISH_END = /[.;:!?](?=\s|$)|¶/gu;
/** A translated sentence or clause: Chinese and Thai stops, and a Thai space not beside a digit. */
const TRANSLATED_END = /[。；！？：;:!?]|\.(?=\s|$)|(?<![\d,]) (?![\d(])|¶/gu;

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

export interface SentenceTrade {
  /** The two English numbers, in the English order. */
  english: [PlacedToken, PlacedToken];
  /** The translation's occurrence of the second, written before the first's. */
  moved: PlacedToken;
}

export function sentenceTrade(
  english: readonly PlacedToken[],
  englishText: string,
  translated: readonly PlacedToken[],
  translatedText: string,
): SentenceTrade | undefined {
  const [from, to] = [occurrences(english), occurrences(translated)];
  const [englishSentence, translatedSentence] = [
    sentenceOf(englishText, ENGLISH_END),
    sentenceOf(translatedText, TRANSLATED_END),
  ];
  const count = (tokens: readonly PlacedToken[], value: string) =>
    tokens.filter((token) => token.value === value).length;
  const pairs = [...from.entries()].flatMap(([key, token]) => {
    const other = to.get(key);
    return other && count(english, token.value) === count(translated, token.value) ? [{ token, other }] : [];
  });
  for (const [i, a] of pairs.entries())
    for (const b of pairs.slice(i + 1)) {
      if (a.token.value === b.token.value) continue;
      if (englishSentence(a.token.joined) === englishSentence(b.token.joined)) continue;
      const [first, second] = a.token.joined < b.token.joined ? [a, b] : [b, a];
      if (second.other.joined >= first.other.joined) continue;
      if (translatedSentence(second.other.joined) === translatedSentence(first.other.joined)) continue;
      return { english: [first.token, second.token], moved: second.other };
    }
  return undefined;
}
