/**
 * How a translation writes its numbers, whatever their value: a digit in another Unicode form
 * (superscript, subscript, full-width, Arabic-Indic, Thai: content.numbers.digit-form), a dice
 * expression with a capital D (`1D10`: content.numbers.dice-case), a unit the project does not use
 * (feet written 米 or เมตร: content.numbers.unit). Each refused even where the value is right: the
 * site reads, rolls and links digits in ASCII and dice with a lowercase d. Browser-safe.
 */
import { otherDigitForms } from './fold-digits.ts';
import type { NumberReport } from './number-report.ts';
import type { NumberSide } from './number-side.ts';
import { ENGLISH_METRIC, OFF_CONVENTION_UNITS } from './unit-convention.ts';

export function checkNumberForms(
  english: NumberSide,
  translated: NumberSide,
  language: 'th' | 'zh',
  report: NumberReport,
): void {
  for (const block of translated.blocks)
    for (const form of otherDigitForms(block.text))
      report(
        'content.numbers.digit-form',
        { written: form.written, digit: form.digit },
        block.at(form.offset),
      );
  for (const token of translated.tokens)
    if (token.capitalD)
      report('content.numbers.dice-case', { found: token.written, expected: token.value }, token.at);
  if (ENGLISH_METRIC.test(english.text)) return;
  for (const block of translated.blocks)
    for (const unit of OFF_CONVENTION_UNITS)
      for (const match of block.text.matchAll(unit.pattern)) {
        const at = match.index + match[0].length - match[1]!.length;
        report('content.numbers.unit', { found: match[1]!, expected: unit.expected[language] }, block.at(at));
      }
}
