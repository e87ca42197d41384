import { formatMessage, type MessageParams } from './format-message.ts';
import { formatProblem, type Problem } from './format-problem.ts';
import type { Locale } from './locales.ts';
import type { MessageKey } from './resources/index.ts';

/** Messages of one locale held as a plain object (an island's props, the workbench's strings), looked up. */
export interface MessageLookup {
  /** The message of a key written in code: only keys that exist typecheck (MessageKey). */
  t: (key: MessageKey, params?: MessageParams) => string;
  /**
   * The message of a key read from data (a damage type's `calc.damageType.<type>`): not checked
   * by the typecheck; a missing key shows as itself.
   */
  tData: (key: string, params?: MessageParams) => string;
  /** A problem (`{ code, params }`: a thrown error, a field's refusal) in this locale: formatProblem. */
  problem: (problem: Problem) => string;
}

/**
 * The lookup of a component or module that holds a locale's messages as a plain object, the
 * counterpart of createTranslator's `t` and `tData` over a plain object (the site's
 * islands, the workbench): formatMessage with the locale, so a numeric `count` chooses the
 * plural form of that language.
 */
export function messageLookup(messages: Readonly<Record<string, string>>, locale: Locale): MessageLookup {
  const tData = (key: string, params: MessageParams = {}) => formatMessage(messages, key, params, locale);
  return { t: tData, tData, problem: (problem) => formatProblem(messages, problem, locale) };
}
