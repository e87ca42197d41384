/**
 * The number check, block by block: each translated block (or the blocks a split makes) is held to
 * the English block(s) it stands for (the alignment), in order: the same numbers (a changed, missing
 * or added one named), in the same order (a swapped pair), with the same signs (+2 -> −2), units
 * (feet -> 尺 / ฟุต, never 米) and multipliers (twice -> 两倍, never 三倍), adding where the English
 * adds and subtracting where it subtracts, dice with a lowercase d, digits in a form a reader reads
 * (no ³, ٣). Each finding is at the translated block, with both texts in its params.
 */
import type { SectionBlock } from '@polyhedral/markdown';
import { type Finding, makeFinding } from '../findings/finding.ts';
import type { ContentCode } from '../findings/messages.ts';
import { type BlockNumbers, blockNumbers, type NumberToken } from './block-numbers.ts';
import { foldDigits, oddDigitForm } from './fold-digits.ts';
import { multisetMinus } from './multiset-minus.ts';

export interface BlockPair {
  line: number;
  text: string;
  englishText: string;
  englishLine: number;
}

/** The translated blocks grouped by the English blocks they stand for (a split's parts together). */
export function blockPairs(
  english: readonly SectionBlock[],
  translated: readonly SectionBlock[],
  en: readonly number[][],
): BlockPair[] {
  const pairs: (BlockPair & { key: string })[] = [];
  translated.forEach((block, index) => {
    const indexes = en[index] ?? [];
    if (indexes.length === 0 || block.kind === 'directive') return;
    const key = indexes.join(' ');
    const last = pairs.at(-1);
    if (last?.key === key) {
      last.text = `${last.text} ${block.text}`;
      return;
    }
    const sources = indexes.map((at) => english[at]!).filter(Boolean);
    pairs.push({
      key,
      line: block.line,
      text: block.text,
      englishText: sources.map((source) => source.text).join(' '),
      englishLine: sources[0]?.line ?? 1,
    });
  });
  return pairs.map(({ key: _key, ...pair }) => pair);
}

type Report = (code: ContentCode, params: Record<string, string | number>) => void;

const signed = (token: NumberToken) => `${token.sign}${token.value}`;
const isDice = (token: NumberToken) => /d/.test(token.value);

function checkValues(from: BlockNumbers, to: BlockNumbers, report: Report): void {
  const numbers = (side: BlockNumbers) =>
    side.tokens.filter((token) => !isDice(token)).map((token) => token.value);
  const missing = multisetMinus(numbers(from), numbers(to));
  const extra = multisetMinus(numbers(to), numbers(from));
  missing.forEach((value, index) => {
    const found = extra[index];
    if (found !== undefined) report('content.qa.number-changed', { expected: value, found });
    else report('content.qa.number-missing', { value });
  });
  for (const value of extra.slice(missing.length)) report('content.qa.number-extra', { value });
}

/**
 * Order and sign are held where word order cannot move them: the signed numbers (bonuses and
 * penalties, +2 then +5) and the dice with a count (2d6 then 1d6), each as its own sequence. Plain
 * numbers may move ("1 级" before "+2", "d20 掷出 1"): their values are held as a multiset above.
 */
function checkPlaces(from: BlockNumbers, to: BlockNumbers, report: Report): void {
  const sequences = [
    (token: NumberToken) => token.sign !== '',
    (token: NumberToken) => /^\d+d/.test(token.value),
  ];
  for (const kept of sequences) {
    const source = from.tokens.filter(kept);
    const target = to.tokens.filter(kept);
    const values = (tokens: NumberToken[]) => tokens.map((token) => token.value).join(', ');
    if (source.length !== target.length) continue;
    if (values(source) !== values(target)) {
      const same =
        multisetMinus(
          source.map((token) => token.value),
          target.map((token) => token.value),
        ).length === 0;
      if (same) report('content.qa.number-order', { expected: values(source), found: values(target) });
      continue;
    }
    source.forEach((token, index) => {
      const other = target[index]!;
      if (token.sign && other.sign && token.sign !== other.sign)
        report('content.qa.number-sign', { expected: signed(token), found: signed(other) });
    });
  }
  const unused = to.tokens.filter((token) => token.unit !== '');
  for (const token of from.tokens.filter((one) => one.unit !== '')) {
    const at = unused.findIndex((other) => other.value === token.value);
    if (at < 0) continue;
    const [other] = unused.splice(at, 1);
    if (other && other.unit !== token.unit)
      report('content.qa.number-unit', { value: token.value, expected: token.unit, found: other.unit });
  }
}

function checkWords(from: BlockNumbers, to: BlockNumbers, report: Report): void {
  const sorted = (values: number[]) => [...values].sort((a, b) => a - b).join(', ');
  if (
    from.multipliers.length > 0 &&
    to.multipliers.length > 0 &&
    sorted(from.multipliers) !== sorted(to.multipliers)
  )
    report('content.qa.number-multiplier', {
      expected: sorted(from.multipliers),
      found: sorted(to.multipliers),
    });
  for (const operation of ['−', '+'] as const) {
    const other = operation === '−' ? '+' : '−';
    if (
      from.operations.includes(operation) &&
      !from.operations.includes(other) &&
      !to.operations.includes(operation) &&
      to.operations.includes(other)
    )
      report('content.qa.number-operation', { expected: operation, found: other });
  }
}

/** The findings of one aligned pair of blocks, at the translated block's line. */
export function blockNumberFindings(
  pair: BlockPair,
  section: { id: string; locale: string },
  excepted: (value: string) => boolean,
): (Finding & { english: { line: number; column: number } })[] {
  const findings: (Finding & { english: { line: number; column: number } })[] = [];
  const report: Report = (code, params) =>
    findings.push({
      ...makeFinding(
        code,
        { line: pair.line, column: 1 },
        { ...section, ...params, englishText: pair.englishText, text: pair.text },
      ),
      english: { line: pair.englishLine, column: 1 },
    });
  const keep = (side: BlockNumbers): BlockNumbers => ({
    ...side,
    tokens: side.tokens.filter((token) => !excepted(token.value)),
  });
  const from = keep(blockNumbers(pair.englishText));
  const to = keep(blockNumbers(pair.text));
  const odd = oddDigitForm(pair.text);
  if (odd) report('content.qa.number-form', { found: odd, expected: foldDigits(odd) });
  for (const dice of to.capitalDice)
    report('content.qa.dice-capital', { found: dice, expected: dice.replace('D', 'd') });
  checkValues(from, to, report);
  checkPlaces(from, to, report);
  checkWords(from, to, report);
  return findings;
}
