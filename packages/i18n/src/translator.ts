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

/** A nested lookup in a template: `$t(calc.d20.x` (its key's namespace) or `$t({{param}}` (named by a parameter). */
const NESTED = /\$t\(([^,)\s]+)/g;

/** A locale's bundled namespaces registered in the engine so far, and whether one nests a key named by a parameter. */
interface Registered {
  set: ResourceSet;
  namespaces: string[];
  byParameter: Set<string>;
}

const loaded = new Map<Locale, Registered>();

/**
 * Registers one bundled namespace of a locale in the engine (as the loader reads it: English
 * filling gaps, no English plural form the language lacks), and with it every namespace its
 * messages nest (`$t(table.…)`), on first use: a message reads its own file and the files it nests,
 * never the others.
 */
function register(locale: Locale, registered: Registered, namespace: string): void {
  if (registered.namespaces.includes(namespace) || !Object.hasOwn(registered.set.en, namespace)) return;
  registered.namespaces.push(namespace);
  const messages = messagesFor(locale, namespace, registered.set);
  messageEngine().addResourceBundle(intlLocale(locale), namespace, messages, false, true, {
    silent: true,
    skipCopy: true,
  });
  for (const template of Object.values(messages)) {
    if (!template.includes('$t(')) continue;
    for (const [, nested = ''] of template.matchAll(NESTED)) {
      if (nested.startsWith('{{')) registered.byParameter.add(namespace);
      else register(locale, registered, namespaceOf(nested));
    }
  }
}

/**
 * The namespaces `key` is looked up in (its own first, then every one registered, so a nested
 * `$t(key)` of another namespace is found), registering its own (with what it nests) and, where
 * the namespace nests a key named by a parameter, the namespaces of the parameters' values.
 */
function lookupNamespaces(
  locale: Locale,
  set: ResourceSet,
  key: string,
  params: Readonly<Record<string, string | number>>,
): string[] {
  let registered = loaded.get(locale);
  if (registered === undefined || registered.set !== set) {
    registered = { set, namespaces: [], byParameter: new Set() };
    loaded.set(locale, registered);
  }
  const own = namespaceOf(key);
  register(locale, registered, own);
  if (registered.byParameter.size > 0) {
    for (const value of Object.values(params)) {
      if (typeof value === 'string' && value.includes('.')) register(locale, registered, namespaceOf(value));
    }
  }
  return [own, ...registered.namespaces.filter((namespace) => namespace !== own)];
}

/**
 * A translator for a locale over the bundled resources (or `source`, for tests): i18next
 * (engine.ts) over the locale's files, one namespace each, registered on first use
 * (lookupNamespaces); a key is read in the namespace its first segment names, and a nested
 * `$t(key)` of another namespace in that one. `{{param}}` filled as typed (the renderer escapes), `$t(key)` nested at any depth,
 * a numeric `count` choosing the plural form by `Intl.PluralRules` and written the locale's way.
 */
export function createTranslator(locale: Locale): Translator;
export function createTranslator(locale: Locale, source: ResourceSet): Translator<string>;
export function createTranslator(locale: Locale, source?: ResourceSet): Translator | Translator<string> {
  const bundled = resourceSetFor(locale);
  const set = source ?? bundled;
  // Every message as one object, merged on the first `has` or `problem` (a CLI's help never merges).
  let merged: Readonly<Record<string, string>> | undefined;
  const messages = () => {
    merged ??= localeMessages(locale, set);
    return merged;
  };
  const has = (key: string): key is string =>
    Object.hasOwn(messages(), key) || Object.hasOwn(messages(), `${key}_other`);
  let t: TranslateFunction<string>;
  if (set === bundled) {
    t = (key, params = {}) => renderMessage(locale, lookupNamespaces(locale, set, key, params), key, params);
  } else {
    const ns = namespaceOfMessages(messages(), locale);
    t = (key, params = {}) => renderMessage(locale, ns, key, params);
  }
  return { locale, t, tData: t, has, problem: (problem) => formatProblem(messages(), problem, locale) };
}
