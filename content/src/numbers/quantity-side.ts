/**
 * One side of an aligned pair as the quantity check reads it: every quantity of its blocks
 * (read-quantities.ts), each where it is written in the Markdown. Browser-safe.
 */
import type { BlockText, Position } from './block-texts.ts';
import { clauseAt } from './clause-order.ts';
import { IMPLIED_DIRECTIONS } from './implied-directions.ts';
import type { QuantityLanguage } from './quantity-words.ts';
import { type Quantity, readQuantities } from './read-quantities.ts';

export interface PlacedQuantity extends Quantity {
  at: Position;
  /** Where in its side's text, from 0 (start) to 1 (end): what an occurrence is paired by. */
  place: number;
  /** Which clause of its side it stands in (clause-order.ts: block and clause). */
  clause: string;
}

/** Letters of each language's own script: a block with none of them is read as English. */
const OWN_SCRIPT: Record<QuantityLanguage, RegExp> = {
  en: /\p{Script=Latin}/u,
  th: /\p{Script=Thai}/u,
  zh: /\p{Script=Han}/u,
};

const impliedPatterns = new Map<QuantityLanguage, [RegExp, 'up' | 'down'][]>();

/** The direction a multiplier or a halving says besides its value ("doubled" raises), soft. */
function implied(quantity: Quantity, language: QuantityLanguage): Quantity[] {
  if (quantity.kind !== 'number' && quantity.kind !== 'fraction') return [];
  let patterns = impliedPatterns.get(language);
  if (!patterns) {
    patterns = IMPLIED_DIRECTIONS[language].map(([form, value]) => [
      new RegExp(`^(?:${form})$`, 'iu'),
      value,
    ]);
    impliedPatterns.set(language, patterns);
  }
  const named = patterns.find(([pattern]) => pattern.test(quantity.written));
  return named ? [{ ...quantity, role: 'direction', kind: 'direction', value: named[1], soft: true }] : [];
}

export function quantitySide(blocks: readonly BlockText[], language: QuantityLanguage): PlacedQuantity[] {
  const total = blocks.reduce((sum, block) => sum + block.text.length + 1, 0) || 1;
  let before = 0;
  return blocks.flatMap((block, index) => {
    const read = OWN_SCRIPT[language].test(block.text) ? language : 'en';
    const clauseOf = clauseAt(block.text);
    const from = before;
    before += block.text.length + 1;
    return readQuantities(block.text, read).flatMap((quantity) =>
      [quantity, ...implied(quantity, read)].map((placed) => ({
        ...placed,
        at: block.at(placed.offset),
        place: (from + placed.offset) / total,
        clause: `${index}:${clauseOf(placed.offset)}`,
      })),
    );
  });
}

/** The language whose words a reader locale's text is read in (zh-hant is zh's, in its characters). */
export function quantityLanguage(locale: string): QuantityLanguage {
  if (locale === 'en') return 'en';
  return locale === 'th' ? 'th' : 'zh';
}
