export { collationLocale, compareTermNames } from './collation.ts';
export {
  type DerivedLocaleData,
  derivedLocaleData,
  hasDerivedLocale,
  installDerivedLocale,
} from './derived-locale-data.ts';
export { describeCause } from './describe-cause.ts';
export { describeStep, type MessageStep } from './describe-step.ts';
export { expectedInWords } from './expected-in-words.ts';
export {
  formatInteger,
  formatNumber,
  formatPercent,
  formatSigned,
  type NumberFormatOptions,
} from './format-number.ts';
export { formatProblem, type Problem } from './format-problem.ts';
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
export {
  formatMessage,
  interpolate,
  interpolateNested,
  type MessageParams,
  placeholdersOf,
} from './interpolate.ts';
export { languageNameIn } from './language-name-in.ts';
export { type LocaleEnv, localeFromEnv, localeOfPosixName } from './locale-from-env.ts';
export {
  DEFAULT_LOCALE,
  DERIVED_LOCALES,
  type DerivedLocale,
  type IntlLocale,
  intlLocale,
  isDerivedLocale,
  isLocale,
  isTranslatedLocale,
  isWrittenLocale,
  LANGUAGE_NAMES,
  LOCALES,
  type Locale,
  languageName,
  localeOfIntlTag,
  TRANSLATED_LOCALES,
  type TranslatedLocale,
  WRITTEN_LOCALES,
  type WrittenLocale,
  writtenLocaleOf,
} from './locales.ts';
export { type MessageLookup, messageLookup } from './message-lookup.ts';
export { localeMessages, messagesFor } from './messages-for.ts';
export {
  PLURAL_CATEGORIES,
  type PluralCategory,
  pluralCategoriesOf,
  pluralFormOf,
  pluralKey,
} from './plural.ts';
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
  joinBorrowedWords,
  joinBorrowedWordsIn,
  THAI_BORROWED_WORDS,
  WORD_JOINER,
  ZERO_WIDTH_SPACE,
} from './thai-words/keep-words-together.ts';
export { type ErrorLike, translateError } from './translate-error.ts';
export { createTranslator, type TranslateFunction, type Translator } from './translator.ts';
