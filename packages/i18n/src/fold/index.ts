/** The one search fold (@polyhedral/i18n/fold): browser-safe parts; the OpenCC side is ./node. */
export { foldCase, foldText } from './fold-text.ts';
export type { FoldPairs, FoldTable } from './fold-types.ts';
export { THAI_SPELLINGS, THAI_VARIANT_PAIRS, type ThaiSpelling } from './thai-variants.ts';
