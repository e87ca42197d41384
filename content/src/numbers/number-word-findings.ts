/**
 * What the number words of an aligned pair say: a multiplier the English does not write ("five
 * times" written 三倍 or สามเท่า: content.numbers.multiplier), and a subtraction written as an
 * addition ("subtract" written บวก or 加: content.numbers.sign-word, the English subtracts and the
 * translation has no subtract word). Browser-safe.
 */

import { englishWordValues } from './english-word-values.ts';
import type { NumberReport } from './number-report.ts';
import { type NumberSide, tokensOf } from './number-side.ts';

const ENGLISH_SUBTRACT = /\b(subtract\w*|deduct\w*|minus)\b/iu;
/** Subtract words, zh-Hant's 減 too (ลบ not in หลบ, สลบ, กลบ). */
const SUBTRACT = /[减減]|扣|หัก|(?<![หสก])ลบ/u;

/** Every value the English block writes: numbers, multipliers and number words. */
function englishValues(english: NumberSide): Set<string> {
  return new Set([...english.tokens.map((token) => token.value), ...englishWordValues(english.text)]);
}

export function checkNumberWords(english: NumberSide, translated: NumberSide, report: NumberReport): void {
  const values = englishValues(english);
  const multipliers = tokensOf(english, 'multiplier').map((token) => token.value);
  for (const token of tokensOf(translated, 'multiplier')) {
    if (values.has(token.value)) continue;
    const params = { expected: multipliers.join(', ') || '—', found: token.value };
    report('content.numbers.multiplier', params, token.at, tokensOf(english, 'multiplier')[0]?.at);
  }
  const subtract = ENGLISH_SUBTRACT.exec(english.text);
  if (subtract && !SUBTRACT.test(translated.text))
    report('content.numbers.sign-word', { word: subtract[1]! }, translated.at, english.at);
}
