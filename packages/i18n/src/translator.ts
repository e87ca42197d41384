import { type MessageParams, messageEngine, namespaceOfMessages, renderMessage } from './engine.ts';
import { formatProblem, type Problem } from './format-problem.ts';
import { intlLocale, type Locale } from './locales.ts';
import { localeMessages, messagesFor } from './messages-for.ts';
import { resourceSetFor } from './resource-set.ts';
import { type MessageKey, namespaceOf, type ResourceSet } from './resources/index.ts';

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

/** The locales whose bundled files are loaded into the engine, with their namespaces. */
const loaded = new Map<Locale, { set: ResourceSet; namespaces: readonly string[] }>();

/**
 * The bundled resources of a locale loaded into the engine, one i18next namespace per file
 * (`calc`, `rules`, …) under the locale's language, each as the loader reads it (English filling
 * gaps, no English plural form the language lacks). Loaded once per process, on first use.
 */
function fileNamespaces(locale: Locale, set: ResourceSet): readonly string[] {
  let found = loaded.get(locale);
  if (found === undefined || found.set !== set) {
    const engine = messageEngine();
    const namespaces = Object.keys(set.en);
    for (const namespace of namespaces) {
      engine.addResourceBundle(
        intlLocale(locale),
        namespace,
        messagesFor(locale, namespace, set),
        false,
        true,
        { silent: true, skipCopy: true },
      );
    }
    found = { set, namespaces };
    loaded.set(locale, found);
  }
  return found.namespaces;
}

/**
 * A translator for a locale over the bundled resources (or `source`, for tests): i18next
 * (engine.ts) over the locale's files, one namespace each; a key is read in the namespace its first
 * segment names, and a nested `$t(key)` of another namespace in that one (every namespace is on the
 * lookup's list). `{{param}}` filled as typed (the renderer escapes), `$t(key)` nested at any depth,
 * a numeric `count` choosing the plural form by `Intl.PluralRules` and written the locale's way.
 */
export function createTranslator(locale: Locale): Translator;
export function createTranslator(locale: Locale, source: ResourceSet): Translator<string>;
export function createTranslator(locale: Locale, source?: ResourceSet): Translator | Translator<string> {
  const bundled = resourceSetFor(locale);
  const set = source ?? bundled;
  const messages = localeMessages(locale, set);
  const has = (key: string): key is string =>
    Object.hasOwn(messages, key) || Object.hasOwn(messages, `${key}_other`);
  let t: TranslateFunction<string>;
  if (set === bundled) {
    const namespaces = fileNamespaces(locale, set);
    t = (key, params = {}) => {
      const own = namespaceOf(key);
      return renderMessage(
        locale,
        [own, ...namespaces.filter((namespace) => namespace !== own)],
        key,
        params,
      );
    };
  } else {
    const ns = namespaceOfMessages(messages, locale);
    t = (key, params = {}) => renderMessage(locale, ns, key, params);
  }
  return { locale, t, tData: t, has, problem: (problem) => formatProblem(messages, problem, locale) };
}
