import { addMessages, type MessageParams, messageEngine, renderMessage } from './engine.ts';
import { type Problem, wordProblem } from './format-problem.ts';
import { intlLocale, type Locale } from './locales.ts';
import type { MessageKey } from './resources/index.ts';

export type { MessageParams } from './engine.ts';

/**
 * The message of `key` from a plain object of messages in `locale`, rendered by the realm's one
 * i18next instance (prepareMessages, renderMessage); a missing key comes back as itself, never blank.
 */
export function formatMessage(
  messages: Readonly<Record<string, string>>,
  key: string,
  params: MessageParams = {},
  locale: Locale,
): string {
  prepareMessages(messages, locale);
  return renderMessage(messageEngine(), intlLocale(locale), key, params);
}

/**
 * Hands `messages` to the engine ahead of their first lookup (once per object and language): a page
 * that will render many messages at once (an island's hydration) can pay for it in a task of its own.
 */
export function prepareMessages(messages: Readonly<Record<string, string>>, locale: Locale): void {
  addMessages(messageEngine(), intlLocale(locale), messages);
}

/** A problem worded (wordProblem) from a locale's messages held as a plain object. */
export function formatProblem(
  messages: Readonly<Record<string, string>>,
  problem: Problem,
  locale: Locale,
): string {
  const has = (key: string) => Object.hasOwn(messages, key);
  return wordProblem(
    { has, t: (key, params) => formatMessage(messages, key, params, locale) },
    problem,
    locale,
  );
}

/** A message by key: typed by the keys that exist (MessageKey), or any string (data's keys, a test's set). */
export type TranslateFunction<Key extends string = MessageKey> = (key: Key, params?: MessageParams) => string;

/** A locale's messages looked up: createTranslator's over the resource files, messageLookup's over props. */
export interface MessageLookup<Key extends string = MessageKey> {
  /** The message of a key written in code (English where the locale lacks it; a missing key is itself). */
  t: TranslateFunction<Key>;
  /** `t` for a key read from data (`calc.damageType.<type>`): not typechecked; data's own test proves it. */
  tData: TranslateFunction<string>;
  /** A problem (`{ code, params }`: a thrown error, a field's refusal) worded by wordProblem. */
  problem: (problem: Problem) => string;
}

/** createTranslator's `t`, `tData` and `problem` over a plain object (the site's islands, the workbench). */
export function messageLookup(messages: Readonly<Record<string, string>>, locale: Locale): MessageLookup {
  const tData = (key: string, params: MessageParams = {}) => formatMessage(messages, key, params, locale);
  return { t: tData, tData, problem: (problem) => formatProblem(messages, problem, locale) };
}

// `{{name}}`, or `{{name, format}}` with one of i18next's formats (`number`, `list`).
const PLACEHOLDER = /\{\{\s*([A-Za-z0-9_.-]+)\s*(?:,[^}]*)?\}\}/g;

/** The placeholder names a template uses, sorted and without duplicates (the resource checks read them). */
export function placeholdersOf(template: string): string[] {
  return [...new Set(Array.from(template.matchAll(PLACEHOLDER), (match) => match[1]!))].sort();
}
