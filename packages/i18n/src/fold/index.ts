/** The one search fold (@polyhedral/i18n/fold): browser-safe parts; the OpenCC side is ./node. */
/**
 * @public The fold every comparison with what a reader typed goes through (the term checks read it
 * with the concept index's names; searchSections folds with it).
 */
export { foldText } from './fold-text.ts';
export type { FoldTable } from './fold-types.ts';
export { THAI_SPELLINGS } from './thai-variants.ts';
