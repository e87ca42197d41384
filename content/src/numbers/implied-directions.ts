/**
 * Words that change a quantity by a multiplier and so say its direction too, softly (decision 512):
 * "doubled" raises it, "halved" lowers it, as 加倍 and 减半 do; a translation may write the direction
 * as a word of its own ("เพิ่มเป็นสองเท่า", increased to twice) or not at all. Thai writes the
 * direction word itself. Data only: full-match regular-expression sources. Browser-safe.
 */
import type { QuantityLanguage } from './quantity-words.ts';

export const IMPLIED_DIRECTIONS: Record<QuantityLanguage, readonly [string, 'up' | 'down'][]> = {
  en: [
    ['doubl(?:e[sd]?|ing)', 'up'],
    ['halv(?:e[sd]?|ing)', 'down'],
  ],
  th: [],
  zh: [
    ['加倍|翻倍', 'up'],
    ['[减減]半', 'down'],
  ],
};
