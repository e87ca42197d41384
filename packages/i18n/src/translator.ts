import { formatProblem, type Problem } from './format-problem.ts';
import { formatMessage, type MessageParams } from './interpolate.ts';
import type { Locale } from './locales.ts';
import { localeMessages } from './messages-for.ts';
import { resourceSetFor } from './resource-set.ts';
import type { MessageKey, ResourceSet } from './resources/index.ts';

/** `t`: typed by the keys that exist (MessageKey) for the bundled resources, any string for a test's own set. */
export type TranslateFunction<Key extends string = MessageKey> = (key: Key, params?: MessageParams) => string;

export interface Translator<Key extends string = MessageKey> {
  locale: Locale;
  /** The message for a dotted key, English when the locale lacks it, the key itself when no locale has it. */
  t: TranslateFunction<Key>;
  /**
   * `t` for a key read from data rather than written in code (a core table's labels, a rule
   * difference's topic): not checked by the typecheck, so that data's own test proves every key
   * it names exists.
   */
  tData: TranslateFunction<string>;
  /** Whether the locale or English holds the key (or plural forms of it). */
  has: (key: string) => key is Key;
  /** A problem (`{ code, params }`: a thrown error, a writer's refusal) in this locale: formatProblem. */
  problem: (problem: Problem) => string;
}

/**
 * A translator for a locale over the bundled resources (or `source`, for tests): the locale's
 * messages with English filling gaps (localeMessages), formatted by `formatMessage`, the one
 * formatter of every surface (islands, workbench, CLIs): `{{param}}` filled unescaped (the
 * renderer escapes), `$t(key)` nested, a numeric `count` choosing the plural form by
 * `Intl.PluralRules` and written the locale's way.
 */
export function createTranslator(locale: Locale): Translator;
export function createTranslator(locale: Locale, source: ResourceSet): Translator<string>;
export function createTranslator(
  locale: Locale,
  source: ResourceSet = resourceSetFor(locale),
): Translator | Translator<string> {
  const messages = localeMessages(locale, source);
  const has = (key: string): key is string =>
    Object.hasOwn(messages, key) || Object.hasOwn(messages, `${key}_other`);
  const t: TranslateFunction<string> = (key, params = {}) => formatMessage(messages, key, params, locale);
  return { locale, t, tData: t, has, problem: (problem) => formatProblem(messages, problem, locale) };
}
