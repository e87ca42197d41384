// Everything the browser-safe entry has (formatters, locales, message lookup), and below it what
// needs the resource files or Node.
export * from './client.ts';
export { collationLocale } from './collation.ts';
export {
  type DerivedLocaleData,
  derivedLocaleData,
  hasDerivedLocale,
  installDerivedLocale,
} from './derived-locale-data.ts';
export { placeholdersOf } from './format-message.ts';
export type { NumberFormatOptions } from './format-number.ts';
export {
  formatOrList,
  formatTableCell,
  type LabelTranslate,
  type TableCell,
  type TableCellColumn,
} from './format-table-cell.ts';
export { avoidedFormsAmong, type RejectedForms } from './glossary/avoided-forms.ts';
export {
  type AvoidedForm,
  definitionsOf,
  findAvoidedForms,
  type GlossaryDefinitions,
  type GlossaryTerm,
  getTerm,
  glossaryDefinitions,
  glossaryTerms,
  isTermId,
  type NameSource,
  nameOf,
  sortedTerms,
  TERM_CATEGORIES,
  type TermCategory,
  termDefinition,
  termName,
} from './glossary/index.ts';
export { type TermLinkName, termLinkNames } from './glossary/link-names.ts';
export { languageNameIn } from './language-name-in.ts';
export { localeOfPosixName } from './locale-from-env.ts';
export { localeMessages, messagesFor } from './messages-for.ts';
export { PLURAL_CATEGORIES, type PluralCategory, pluralCategoriesOf, pluralFormOf } from './plural-forms.ts';
export {
  checkMessageFile,
  checkPluralForms,
  compareWithSource,
  type ResourceProblem,
} from './resource-check.ts';
export { resourceSetFor } from './resource-set.ts';
export {
  ERROR_NAMESPACES,
  type FlatMessages,
  NAMESPACES,
  type Namespace,
  namespaceOf,
  type ResourceSet,
  resources,
} from './resources/index.ts';
export {
  type BorrowedWordRange,
  borrowedWordRanges,
  joinBorrowedWordsIn,
  THAI_BORROWED_WORDS,
  WORD_JOINER,
  ZERO_WIDTH_SPACE,
} from './thai-words/keep-words-together.ts';
export { type UnlistedBreak, unlistedThaiBreaks } from './thai-words/unlisted-breaks.ts';
export { type ErrorLike, translateError } from './translate-error.ts';
export { createTranslator, type TranslateFunction, type Translator } from './translator.ts';
