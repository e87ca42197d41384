/**
 * Browser-safe entry: no resource files. Islands get their messages as props (messagesFor) and
 * render them with messageLookup / formatMessage through the one engine (engine.ts).
 */

export { describeCause } from './describe-cause.ts';
export { describeStep, type MessageStep } from './describe-step.ts';
export { messageEngine } from './engine.ts';
export { expectedInWords } from './expected-in-words.ts';
export { formatList } from './format-list.ts';
export { formatMessage, prepareMessages } from './format-message.ts';
export { formatInteger, formatNumber, formatPercent, formatSigned } from './format-number.ts';
export { formatProblem, type Problem } from './format-problem.ts';
export { type LocaleEnv, localeFromEnv } from './locale-from-env.ts';
export * from './locales.ts';
export { type MessageLookup, messageLookup } from './message-lookup.ts';
export { joinBorrowedWords } from './thai-words/keep-words-together.ts';
