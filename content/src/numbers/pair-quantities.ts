/**
 * The quantity check of one aligned pair of blocks, as the number check of sections, glossary
 * definitions, table strings, the hand-back import, the review page and the workbench call it
 * (numbers/section-number-findings.ts): both sides read (quantity-side.ts), then compared
 * (quantity-findings.ts). Where the number check has reported on the pair, its kinds (numbers, sign
 * words, units) are not reported twice.
 * Browser-safe.
 */
import type { BlockText } from './block-texts.ts';
import type { NumberReport } from './number-report.ts';
import { checkQuantities } from './quantity-findings.ts';
import type { QuantityKind } from './quantity-kinds.ts';
import { quantityLanguage, quantitySide } from './quantity-side.ts';

/** What the number check reads too (digits, signs and sign words, units after a number). */
const NUMBER_KINDS: ReadonlySet<QuantityKind> = new Set(['number', 'measure', 'direction', 'unit']);

export interface PairQuantityCheck {
  report: NumberReport;
  /** content/qa-exceptions.yaml: a number by its value, any other quantity as `quantity` `kind:value`. */
  excepted: (kind: 'number' | 'quantity', value: string) => boolean;
  ordered: boolean;
  /** Whether the number check has reported on this pair (its numbers are then not compared again). */
  numbersReported: boolean;
}

export function checkPairQuantities(
  english: readonly BlockText[],
  translated: readonly BlockText[],
  locale: string,
  check: PairQuantityCheck,
): void {
  const first = translated[0];
  if (!first) return;
  checkQuantities(
    quantitySide(english, 'en'),
    quantitySide(translated, quantityLanguage(locale)),
    first.at(0),
    {
      report: check.report,
      ordered: check.ordered,
      excepted: (kindValue, written) => {
        const [kind, value] = kindValue.split(/:(.*)/su);
        // A number declared for the section covers it in digits (the number check's), not in words.
        if (kind === 'number' && /^\d/u.test(written) && check.excepted('number', value ?? '')) return true;
        return check.excepted('quantity', kindValue);
      },
    },
    check.numbersReported ? NUMBER_KINDS : new Set(),
  );
}
