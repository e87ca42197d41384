/**
 * Wrong translations made from a right one, class by class: each quantity the text writes, found
 * by the generator's own forms (mutation-forms.ts, not the checker's), rewritten in a form the
 * locale's text uses and changed: a count ±1 or doubled (in words and in digits), an ordinal moved
 * on, a fraction, halving and doubling, a multiplier, a direction, a sign, a unit of the same kind,
 * a turn's start and end, this turn and the next, a digit ±1, a die, and two numbers of one block
 * in different sentences traded (a value the block repeats included). One change a mutant.
 */
import {
  BOUNDARIES,
  CLASSIFIERS,
  DIRECTIONS,
  FRACTIONS,
  HALVE_DOUBLE,
  MULTIPLIER_MARK,
  type MutantLocale,
  NUMBER_WORDS,
  ORDINAL_MARKS,
  type Rewrite,
  SENTENCE_END,
  TURNS,
  UNITS,
} from './mutation-forms.ts';

export const MUTANT_CLASSES = [
  'count ±1',
  'count ×2',
  'ordinal +1',
  'fraction ½↔⅓',
  'halve↔double',
  'multiplier ×2',
  'direction',
  'sign',
  'unit in kind',
  'start↔end',
  'next↔this',
  'digit ±1',
  'dice',
  'trade',
] as const;
export type MutantClass = (typeof MUTANT_CLASSES)[number];

export interface Mutant {
  kind: MutantClass;
  text: string;
  /** What was written, what is written instead, and where. */
  from: string;
  to: string;
  offset: number;
}

const escapePattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');

function replaced(text: string, offset: number, length: number, instead: string): string {
  return text.slice(0, offset) + instead + text.slice(offset + length);
}

function mutant(kind: MutantClass, text: string, offset: number, from: string, to: string): Mutant {
  return { kind, text: replaced(text, offset, from.length, to), from, to, offset };
}

/** A number written in the locale's words or in digits, and its value. */
function numberPattern(locale: MutantLocale): { source: string; value: (written: string) => number } {
  const words = Object.entries(NUMBER_WORDS[locale]).sort(([, a], [, b]) => b.length - a.length);
  const extra = locale === 'zh' ? [['2', '二'] as const] : [];
  const all = [...words, ...extra];
  return {
    source: `(\\d+|${all.map(([, word]) => escapePattern(word)).join('|')})`,
    value: (written) =>
      Number(/^\d+$/u.test(written) ? written : all.find(([, word]) => word === written)?.[0]),
  };
}

const wordOf = (locale: MutantLocale, value: number) => NUMBER_WORDS[locale][value] ?? String(value);

function rewrites(kind: MutantClass, text: string, list: readonly Rewrite[]): Mutant[] {
  return list.flatMap(([written, instead]) =>
    [...text.matchAll(new RegExp(written, 'gu'))].map((match) =>
      mutant(kind, text, match.index, match[0], instead),
    ),
  );
}

function counts(text: string, locale: MutantLocale): Mutant[] {
  const number = numberPattern(locale);
  const pattern = new RegExp(
    `${number.source}( ?)(${CLASSIFIERS[locale].map(escapePattern).join('|')})`,
    'gu',
  );
  const found: Mutant[] = [];
  for (const match of text.matchAll(pattern)) {
    const [written, numeral, , classifier] = match as unknown as [string, string, string, string];
    const value = number.value(numeral);
    if (!Number.isFinite(value) || value < 1 || value > 12) continue;
    for (const next of [value + 1, value - 1].filter((n) => n >= 1))
      for (const form of [`${wordOf(locale, next)}${classifier}`, `${next} ${classifier}`])
        found.push(mutant('count ±1', text, match.index, written, form));
    found.push(mutant('count ×2', text, match.index, written, `${wordOf(locale, value * 2)}${classifier}`));
  }
  return found;
}

function ordinals(text: string, locale: MutantLocale): Mutant[] {
  const number = numberPattern(locale);
  const marks = ORDINAL_MARKS[locale].map(escapePattern).join('|');
  return [...text.matchAll(new RegExp(`(${marks})( ?)${number.source}`, 'gu'))].flatMap((match) => {
    const [written, mark, space, numeral] = match as unknown as [string, string, string, string];
    const value = number.value(numeral);
    if (!Number.isFinite(value)) return [];
    const next = /\d/u.test(numeral) ? String(value + 1) : wordOf(locale, value + 1);
    return [mutant('ordinal +1', text, match.index, written, `${mark}${space}${next}`)];
  });
}

function multipliers(text: string, locale: MutantLocale): Mutant[] {
  const number = numberPattern(locale);
  const pattern = new RegExp(`${number.source}( ?)${escapePattern(MULTIPLIER_MARK[locale])}`, 'gu');
  return [...text.matchAll(pattern)].flatMap((match) => {
    const value = number.value(match[1]!);
    if (!Number.isFinite(value)) return [];
    const to = `${wordOf(locale, value * 2)}${match[2]}${MULTIPLIER_MARK[locale]}`;
    return [mutant('multiplier ×2', text, match.index, match[0], to)];
  });
}

/** Digits that are a number, not a die's name ("D20 Tests", "d20s"). */
const DIGITS = /(?<![\ddD.,½])\d+(?![\d½]|[dD]\d)/gu;

function digits(text: string): Mutant[] {
  return [...text.matchAll(DIGITS)].flatMap((match) => {
    const value = Number(match[0]);
    return [value + 1, value - 1]
      .filter((n) => n >= 0)
      .map((n) => mutant('digit ±1', text, match.index, match[0], String(n)));
  });
}

function signs(text: string): Mutant[] {
  return [...text.matchAll(/([+−])(?=\s?\d)/gu)].map((match) =>
    mutant('sign', text, match.index, match[0], match[0] === '+' ? '−' : '+'),
  );
}

function dice(text: string): Mutant[] {
  return [...text.matchAll(/(?<=\d|\b)d(\d+)/gu)].map((match) =>
    mutant('dice', text, match.index, match[0], `d${Number(match[1]) + 2}`),
  );
}

/**
 * Whether a sentence or clause ends between `from` and `to`, read in the whole text: a slice would
 * hide what stands beside its ends ("20 หรือ 1", one clause, read as two when its spaces are cut off
 * from the digits they stand beside).
 */
function parted(text: string, from: number, to: number, locale: MutantLocale): boolean {
  const ends = new RegExp(SENTENCE_END[locale].source, 'gu');
  return [...text.matchAll(ends)].some((end) => end.index >= from && end.index < to);
}

/** Two numbers of different values in different sentences, traded (at most four pairs a text). */
function trades(text: string, locale: MutantLocale): Mutant[] {
  const numbers = [...text.matchAll(DIGITS)];
  const found: Mutant[] = [];
  for (const [i, a] of numbers.entries())
    for (const b of numbers.slice(i + 1)) {
      if (found.length >= 4 || a[0] === b[0]) continue;
      if (!parted(text, a.index + a[0].length, b.index, locale)) continue;
      const swapped = replaced(replaced(text, b.index, b[0].length, a[0]), a.index, a[0].length, b[0]);
      found.push({
        kind: 'trade',
        text: swapped,
        from: `${a[0]} … ${b[0]}`,
        to: `${b[0]} … ${a[0]}`,
        offset: a.index,
      });
    }
  return found;
}

/** Every mutant of one translated text. */
export function mutantsOf(text: string, locale: MutantLocale): Mutant[] {
  return [
    ...counts(text, locale),
    ...ordinals(text, locale),
    ...rewrites('fraction ½↔⅓', text, FRACTIONS[locale]),
    ...rewrites('halve↔double', text, HALVE_DOUBLE[locale]),
    ...multipliers(text, locale),
    ...rewrites('direction', text, DIRECTIONS[locale]),
    ...signs(text),
    ...rewrites('unit in kind', text, UNITS[locale]),
    ...rewrites('start↔end', text, BOUNDARIES[locale]),
    ...rewrites('next↔this', text, TURNS[locale]),
    ...digits(text),
    ...dice(text),
    ...trades(text, locale),
  ].filter((found) => found.text !== text);
}
