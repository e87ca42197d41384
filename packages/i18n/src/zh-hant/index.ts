/**
 * `@polyhedral/i18n/zh-hant`: Traditional Chinese (Taiwan) made from the Simplified text with OpenCC
 * (cn -> twp) and the glossary's zh-Hant names. Build tools only: the dictionaries weigh a megabyte.
 */
export {
  findAvoidedFormsZhHant,
  zhFormsRejectedInZhHant,
  zhHantRejectedForms,
} from './avoided-forms-zh-hant.ts';
export { CJK_RUN, convertCjkRuns } from './cjk-runs.ts';
export { convertFrontMatter, READER_FRONT_MATTER_FIELDS } from './convert-front-matter.ts';
export { convertMarkdown, convertMarkdownBody } from './convert-markdown.ts';
export { convertMessage, convertMessages } from './convert-messages.ts';
export { convertText } from './convert-text.ts';
export { createZhHantConverter } from './create-converter.ts';
export { withHandWritten } from './hand-written.ts';
export { MAINLAND_WORDS, type MainlandWord, mainlandWordsIn, taiwanFormOf } from './mainland-words.ts';
export { checkZhHantNames } from './name-checks.ts';
export { openccTaiwan, plainTaiwanConversion } from './opencc-taiwan.ts';
export { findSecondNames, secondNamesOf } from './second-names.ts';
export { withTaiwanQuotes } from './taiwan-quotes.ts';
export { plainTermNameZhHant, termNameZhHant } from './term-names.ts';
export type {
  FixedWord,
  SecondNameFinding,
  TextPiece,
  TextPosition,
  WordAsTermNameFinding,
  WordCorrection,
  ZhHantConverter,
  ZhHantData,
  ZhHantNameProblem,
} from './types.ts';
export { findWordsAsTermNames } from './words-as-term-names.ts';
export { wordCorrections, zhHantData, zhHantNameOverrides } from './zh-hant-data.ts';
export { handWrittenStringCount, installZhHant, zhHantLocaleData } from './zh-hant-locale.ts';
