// Everything the browser-safe entry has (formatters, locales, message lookup), and below it what
// needs the resource files or Node.
export * from './client.ts';
/**
 * @public Imported by the module packages/core/scripts/build-cli.mjs puts in the built CLI in place
 * of src/cli/derived-locale.ts (it reads the zh-hant words made at build time).
 */
export { hasDerivedLocale, installDerivedLocale } from './derived-locale-data.ts';
export { pluralFormOf } from './engine.ts';
export { placeholdersOf, type TranslateFunction } from './format-message.ts';

export {
  formatTableCell,
  type LabelTranslate,
} from './format-table-cell.ts';
export { avoidedFormsAmong, type RejectedForms } from './glossary/avoided-forms.ts';
export {
  definitionsOf,
  findAvoidedForms,
  type GlossaryTerm,
  getTerm,
  glossaryDefinitions,
  glossaryTerms,
  nameOf,
  sortedTerms,
  termDefinition,
  termName,
} from './glossary/index.ts';
export { INTERFACE_TERMS } from './glossary/interface-terms.ts';
export { termLinkNames } from './glossary/link-names.ts';
export { languageNameIn } from './language-name-in.ts';
export { localeMessages, messagesFor } from './messages-for.ts';
export {
  ERROR_NAMESPACES,
  NAMESPACES,
  namespaceOf,
  type ResourceSet,
  resources,
} from './resources/index.ts';
export { tableData } from './table-data.ts';
export { cutGameWords, thaiGameWords } from './thai-words/cut-game-words.ts';
export {
  borrowedWordRanges,
  joinBorrowedWordsIn,
  THAI_BORROWED_WORDS,
} from './thai-words/keep-words-together.ts';
export { unlistedThaiBreaks } from './thai-words/unlisted-breaks.ts';
export { createTranslator, type Translator, translateError } from './translator.ts';
