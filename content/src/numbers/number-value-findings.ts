/**
 * The numbers and dice of one aligned pair, compared: as multisets first (a number or dice
 * expression the translation lacks, adds or writes in another's place: content.qa.number-missing,
 * -extra, -changed; content.qa.dice-missing, -extra), then, when both hold the same values, in order
 * (two values that changed places: content.numbers.swapped, "+2 and +5", "2d6 and 1d6"), then each
 * number's sign where both sides write one (content.numbers.sign, "+2" written "−2"). A value
 * declared in content/qa-exceptions.yaml is not missing or extra. Browser-safe.
 */

import { clauseSwap, firstOfEach } from './clause-order.ts';
import { englishWordValues } from './english-word-values.ts';
import { multisetMinus } from './multiset-minus.ts';
import { labelChange } from './number-labels.ts';
import type { NumberReport } from './number-report.ts';
import { type NumberSide, type PlacedToken, shown, tokensOf } from './number-side.ts';
import { rangeTurn } from './range-order.ts';
import { englishWordTokens, sentenceTrade } from './sentence-order.ts';

export interface ValueCheck {
  excepted: (kind: 'number' | 'dice', value: string) => boolean;
  /** Compare the order (false when the section is not aligned: its blocks are one multiset). */
  ordered: boolean;
  report: NumberReport;
}

/** The tokens of `a` left once each value of `b` has taken out one equal value (order kept). */
function minus(a: readonly PlacedToken[], b: readonly PlacedToken[]): PlacedToken[] {
  const left = multisetMinus(
    a.map((token) => token.value),
    b.map((token) => token.value),
  );
  const pool = [...a];
  return left.map(
    (value) =>
      pool.splice(
        pool.findIndex((token) => token.value === value),
        1,
      )[0]!,
  );
}

function differences(
  english: PlacedToken[],
  translated: PlacedToken[],
  kind: 'number' | 'dice',
  check: ValueCheck,
) {
  const missing = minus(english, translated).filter((token) => !check.excepted(kind, token.value));
  const extra = minus(translated, english).filter((token) => !check.excepted(kind, token.value));
  return { missing, extra };
}

/** The first place two sequences of the same values part: a swap (true when reported). */
function swapped(english: PlacedToken[], translated: PlacedToken[], check: ValueCheck): boolean {
  const values = (tokens: PlacedToken[]) => tokens.map((token) => token.value).sort();
  if (english.length !== translated.length || values(english).join() !== values(translated).join())
    return false;
  const at = english.findIndex((token, index) => token.value !== translated[index]?.value);
  if (at < 0) return false;
  const moved = translated[at]!;
  check.report(
    'content.numbers.swapped',
    { expected: english.map(shown).join(', '), found: translated.map(shown).join(', ') },
    moved.at,
    english[at]!.at,
  );
  return true;
}

/**
 * Numbers with no label or unit (signed or not: a translation may drop a sign and trade two
 * bonuses) of two English clauses in the other order (clause-order.ts).
 */
function clauseSwapped(
  english: NumberSide,
  from: PlacedToken[],
  to: PlacedToken[],
  check: ValueCheck,
): boolean {
  const plain = (token: PlacedToken) => !token.anchor && !token.unit;
  const found = clauseSwap(from.filter(plain), english.text, to.filter(plain));
  if (!found) return false;
  check.report(
    'content.numbers.swapped',
    {
      expected: found.english.map(shown).join(', '),
      found: [...found.english].reverse().map(shown).join(', '),
    },
    found.moved.at,
    found.english[1].at,
  );
  return true;
}

/**
 * A range's bounds the other way round (range-order.ts), else two numbers of different English
 * sentences standing the other way round (sentence-order.ts).
 */
function sentenceSwapped(english: NumberSide, translated: NumberSide, check: ValueCheck): void {
  const [from, to] = [tokensOf(english, 'number'), tokensOf(translated, 'number')];
  const range = rangeTurn(from, english.text, to, translated.text);
  const found = range ?? sentenceTrade(from, english.text, to, translated.text, englishWordTokens(english));
  if (!found) return;
  const shownPair = found.english.map(shown);
  check.report(
    'content.numbers.swapped',
    {
      expected: shownPair.join(', '),
      found: (range ? range.found.map(shown) : [...shownPair].reverse()).join(', '),
    },
    found.moved.at,
    found.english[1].at,
  );
}

/** A number that left its label for another's (number-labels.ts): "DC 10" written "DC 1". */
function labelChanged(
  english: NumberSide,
  translated: NumberSide,
  from: PlacedToken[],
  to: PlacedToken[],
  check: ValueCheck,
): boolean {
  // A number declared for the section (content/qa-exceptions.yaml) is not held to its label either.
  const kept = (token: PlacedToken) => !check.excepted('number', token.value);
  const found = labelChange(from.filter(kept), english.text, to.filter(kept), translated.text);
  if (!found) return false;
  check.report(
    'content.qa.number-changed',
    { expected: shown(found.english), found: shown(found.found) },
    found.found.at,
    found.english.at,
  );
  return true;
}

function signs(english: PlacedToken[], translated: PlacedToken[], check: ValueCheck): void {
  const used = new Set<PlacedToken>();
  for (const token of english) {
    const other = translated.find((candidate) => candidate.value === token.value && !used.has(candidate));
    if (!other) continue;
    used.add(other);
    if (token.sign && other.sign && token.sign !== other.sign)
      check.report(
        'content.numbers.sign',
        { expected: shown(token), found: shown(other) },
        other.at,
        token.at,
      );
  }
}

/**
 * The sequences whose order is the rule's: the signed numbers ("+2 … +5"), the numbers of each
 * Latin label ("DC 10 … DC 15") and the numbers of each unit ("30 feet … 60 feet": a distance
 * follows what it measures, in the order the English gives them). Plain numbers may change places
 * with the sentence ("14 costs 7 of your 27" is "27 点中的 7 点" in Chinese), so they are compared as
 * a multiset only.
 */
function orderedSequences(
  tokens: PlacedToken[],
  anchors: readonly string[],
  units: readonly string[],
): PlacedToken[][] {
  return [
    tokens.filter((token) => token.sign),
    ...anchors.map((anchor) => tokens.filter((token) => token.anchor === anchor)),
    ...units.map((unit) => tokens.filter((token) => token.unit === unit)),
  ];
}

export function checkDice(english: NumberSide, translated: NumberSide, check: ValueCheck): void {
  // Dice are held as a set per block: a translation may name "d20" once more or once less.
  const [from, to] = [firstOfEach(tokensOf(english, 'dice')), firstOfEach(tokensOf(translated, 'dice'))];
  const { missing, extra: added } = differences(from, to, 'dice', check);
  // "d20" for the English heading's "Roll Two D20s": the die's name, written as in the English prose.
  const named = (value: string) =>
    /^d\d+$/.test(value) && new RegExp(`(?<![A-Za-z0-9])${value.toUpperCase()}s?\\b`).test(english.text);
  const extra = added.filter((token) => !named(token.value));
  for (const token of missing)
    check.report('content.qa.dice-missing', { value: token.value }, translated.at, token.at);
  for (const token of extra) check.report('content.qa.dice-extra', { value: token.value }, token.at);
  if (check.ordered && missing.length + extra.length === 0) swapped(from, to, check);
}

export function checkNumbers(english: NumberSide, translated: NumberSide, check: ValueCheck): void {
  const [from, to] = [tokensOf(english, 'number'), tokensOf(translated, 'number')];
  const { missing, extra: added } = differences(from, to, 'number', check);
  // A number the English writes as a word ("four", "each foot"), written in digits, is the same
  // number: not an extra, unless it stands in the place of a missing one (then it is a change).
  const words = englishWordValues(english.text);
  const worded = (token: PlacedToken) => !token.sign && words.has(token.value);
  const paired = [...added.filter((token) => !worded(token)), ...added.filter(worded)];
  const extra = [
    ...paired.slice(0, missing.length),
    ...paired.slice(missing.length).filter((token) => !worded(token)),
  ];
  // A value in another's place is a change at its own place; what is left is missing or added.
  missing.forEach((token, index) => {
    const taken = extra[index];
    if (taken)
      check.report(
        'content.qa.number-changed',
        { expected: token.value, found: taken.value },
        taken.at,
        token.at,
      );
    else check.report('content.qa.number-missing', { value: token.value }, translated.at, token.at);
  });
  for (const token of extra.slice(missing.length))
    check.report('content.qa.number-extra', { value: token.value }, token.at);
  if (missing.length + extra.length > 0) return;
  if (labelChanged(english, translated, from, to, check)) return;
  if (check.ordered) {
    const anchors = [...new Set(from.flatMap((token) => (token.anchor ? [token.anchor] : [])))];
    const units = [...new Set(from.flatMap((token) => (token.unit ? [token.unit] : [])))];
    const [fromSequences, toSequences] = [
      orderedSequences(from, anchors, units),
      orderedSequences(to, anchors, units),
    ];
    const reported = fromSequences.map((sequence, index) =>
      swapped(sequence, toSequences[index] ?? [], check),
    );
    if (!reported.includes(true) && !clauseSwapped(english, from, to, check))
      sentenceSwapped(english, translated, check);
  }
  signs(from, to, check);
}
