/**
 * Browser-safe entry: no resource files. Islands get their messages as props (messagesFor) and
 * render them with messageLookup / formatMessage through the one engine (engine.ts).
 */

export { describeCause } from './describe-cause.ts';
export { describeStep, type MessageStep } from './describe-step.ts';
export { messageEngine } from './engine.ts';
export { expectedInWords } from './expected-in-words.ts';
export {
  formatMessage,
  formatProblem,
  type MessageLookup,
  messageLookup,
  prepareMessages,
} from './format-message.ts';
export { formatInteger, formatList, formatNumber, formatPercent, formatSigned } from './format-number.ts';
export type { Problem } from './format-problem.ts';
export { type LocaleEnv, localeFromEnv } from './locale-from-env.ts';
export * from './locales.ts';
export { joinBorrowedWords } from './thai-words/keep-words-together.ts';
