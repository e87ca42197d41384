/**
 * What a number is the number of, where a word right beside it says so (issue 98): a DC or AC (the
 * number reader's Latin label, number-tokens.ts), a character level ("level 1", "เลเวล 1", "1 级",
 * "等级 1"), a formula's base ("12 + Constitution modifier", "12 + 体质调整值"), a number opening
 * a parenthesis ("15 (9 points)", "15（9 点）") and a sign ("+2").
 * A translation may move a number with its grammar; its label moves with it. When both sides label
 * as many numbers with one label, they are the same values: "DC 10 … 1 level" written "DC 1 …
 * 10 级" trades the DC's number away, wherever each stands. Browser-safe.
 */
import type { PlacedToken } from './number-side.ts';
import { ranges } from './range-order.ts';

interface LabelForm {
  label: string;
  /** What stands right before the number (the end of the text before it). */
  before?: RegExp;
  /** What stands right after it (the start of the text after it). */
  after?: RegExp;
}

/** The labels read beside a number, in en, th and zh (zh-Hant's characters too). */
const LABEL_FORMS: readonly LabelForm[] = [
  { label: 'level', before: /(?:\blevels?|เลเวล|等级|等級)\s?$/iu, after: /^\s?(?:级|級)(?!力竭|力竭)/u },
  { label: 'base', after: /^\s?\+\s?(?!\s?\d)/u },
  // A number opening a parenthesis says something of what stands before it: "15 (9 points)".
  { label: 'aside', before: /[(（]\s?$/u },
];

const REACH = 12;

/** The labels of one token of `text` (offsets by `joined`). */
function labelsOf(token: PlacedToken, text: string): string[] {
  const before = text.slice(Math.max(0, token.joined - REACH), token.joined);
  const after = text.slice(token.joined + token.written.length, token.joined + token.written.length + REACH);
  const labels = LABEL_FORMS.filter(
    (form) => (form.before?.test(before) ?? false) || (form.after?.test(after) ?? false),
  ).map((form) => form.label);
  if (token.anchor) labels.push(`anchor:${token.anchor}`);
  if (token.sign) labels.push('sign');
  return labels;
}

export interface LabelChange {
  label: string;
  /** The English number of the label the translation does not write with it. */
  english: PlacedToken;
  /** The translation's number of the label the English does not write with it. */
  found: PlacedToken;
}

/** Labels a range's two bounds share ("levels 1–4", "1–4 级"): its bounds are of one thing. */
const SHARED = new Set(['level']);

/** Each label's numbers on one side. */
function byLabel(tokens: readonly PlacedToken[], text: string): Map<string, PlacedToken[]> {
  const labels = new Map(tokens.map((token) => [token, new Set(labelsOf(token, text))]));
  for (const [low, high] of ranges(tokens, text))
    for (const label of SHARED)
      if (labels.get(low)?.has(label) || labels.get(high)?.has(label)) {
        labels.get(low)?.add(label);
        labels.get(high)?.add(label);
      }
  const found = new Map<string, PlacedToken[]>();
  for (const [token, own] of labels)
    for (const label of own) found.set(label, [...(found.get(label) ?? []), token]);
  return found;
}

/** The first label both sides give as many numbers, with other values. */
export function labelChange(
  english: readonly PlacedToken[],
  englishText: string,
  translated: readonly PlacedToken[],
  translatedText: string,
): LabelChange | undefined {
  const to = byLabel(translated, translatedText);
  for (const [label, from] of byLabel(english, englishText)) {
    const written = to.get(label) ?? [];
    if (written.length !== from.length) continue;
    const left = [...written];
    const lacking = from.filter((token) => {
      const at = left.findIndex((other) => other.value === token.value);
      if (at < 0) return true;
      left.splice(at, 1);
      return false;
    });
    if (lacking[0] && left[0]) return { label, english: lacking[0], found: left[0] };
  }
  return undefined;
}
