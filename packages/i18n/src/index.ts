export { collationLocale, compareTermNames } from './collation.ts';
export { expectedInWords } from './expected-in-words.ts';
export {
  formatInteger,
  formatNumber,
  formatPercent,
  formatSigned,
  type NumberFormatOptions,
} from './format-number.ts';
export {
  type AvoidedForm,
  findAvoidedForms,
  type GlossaryDefinitions,
  type GlossaryTerm,
  getTerm,
  glossaryDefinitions,
  glossaryTerms,
  isTermId,
  type NameSource,
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
export { type LocaleEnv, localeFromEnv, localeOfPosixName } from './locale-from-env.ts';
export {
  DEFAULT_LOCALE,
  type IntlLocale,
  intlLocale,
  isLocale,
  isTranslatedLocale,
  LANGUAGE_NAMES,
  LOCALES,
  type Locale,
  languageName,
  localeOfIntlTag,
  TRANSLATED_LOCALES,
  type TranslatedLocale,
} from './locales.ts';
export { type MessageLookup, messageLookup } from './message-lookup.ts';
export { messagesFor } from './messages-for.ts';
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
export {
  ERROR_NAMESPACES,
  type FlatMessages,
  NAMESPACES,
  type Namespace,
  type ResourceSet,
  resources,
} from './resources/index.ts';
export { type ErrorLike, translateError } from './translate-error.ts';
export { createTranslator, type TranslateFunction, type Translator } from './translator.ts';
