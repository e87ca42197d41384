/**
 * Browser-safe entry (`@polyhedral/i18n/client`): no i18next, no resource files.
 * Preact islands receive their messages as props (see messagesFor) and format them with these.
 */
export { compareTermNames } from './collation.ts';
export { describeCause } from './describe-cause.ts';
export { describeStep, type MessageStep } from './describe-step.ts';
export { expectedInWords } from './expected-in-words.ts';
export { formatInteger, formatNumber, formatPercent, formatSigned } from './format-number.ts';
export { formatProblem, type Problem } from './format-problem.ts';
export { formatMessage, interpolate, interpolateNested, type MessageParams } from './interpolate.ts';
export { type LocaleEnv, localeFromEnv } from './locale-from-env.ts';
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
  localeOfIntlTag,
  TRANSLATED_LOCALES,
  type TranslatedLocale,
  WRITTEN_LOCALES,
  type WrittenLocale,
  writtenLocaleOf,
} from './locales.ts';
export { type MessageLookup, messageLookup } from './message-lookup.ts';
export { pluralKey } from './plural.ts';
export { joinBorrowedWords } from './thai-words/keep-words-together.ts';
