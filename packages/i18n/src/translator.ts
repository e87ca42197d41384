import type { i18n } from 'i18next';
import { createMessageEngine, messageEngine, renderMessage, untyped } from './engine.ts';
import type { MessageLookup, TranslateFunction } from './format-message.ts';
import { type Problem, wordProblem } from './format-problem.ts';
import { intlLocale, type Locale } from './locales.ts';
import { resourceSetFor } from './messages-for.ts';
import {
  ERROR_NAMESPACES,
  type MessageKey,
  type Namespace,
  namespaceOf,
  type ResourceSet,
} from './resources/index.ts';

export interface Translator<Key extends string = MessageKey> extends MessageLookup<Key> {
  locale: Locale;
  /** Whether the locale or English holds the key (or plural forms of it). */
  has: (key: string) => key is Key;
}

/** A nested lookup in a template: `$t(calc.d20.x` (its key's namespace) or `$t({{param}}` (named by a parameter). */
const NESTED = /\$t\(([^,)\s]+)/g;

/** Per engine: the files added (`<lng> <namespace>`) and the namespaces nesting a key a parameter names. */
const loadedIn = new WeakMap<i18n, { files: Set<string>; byParameter: Set<string> }>();

/**
 * Adds one namespace's file of `locale` and of English (the fallback) to the engine, with every
 * namespace its messages nest, on first use: a message reads its own file and the files it nests,
 * never the others (the CLI's start).
 */
function load(engine: i18n, set: ResourceSet, locale: Locale, namespace: string): void {
  const loaded = loadedIn.get(engine)!;
  for (const language of new Set<Locale>([locale, 'en'])) {
    const lng = intlLocale(language);
    const messages = set[language]?.[namespace];
    if (loaded.files.has(`${lng} ${namespace}`) || messages === undefined) continue;
    loaded.files.add(`${lng} ${namespace}`);
    // Not overwriting: a key a handed object already set (an island's props, Thai borrowed words
    // joined) keeps that text; i18next copies the file, so a handed object never writes into it.
    engine.addResourceBundle(lng, namespace, messages, true, false);
    for (const template of Object.values(messages)) {
      for (const [, nested = ''] of template.includes('$t(') ? template.matchAll(NESTED) : []) {
        if (nested.startsWith('{{')) loaded.byParameter.add(namespace);
        else load(engine, set, locale, namespaceOf(nested));
      }
    }
  }
}

/** The engine a test's own resource set is read in (the bundled files share the realm's one). */
const engines = new WeakMap<ResourceSet, i18n>();

/**
 * A translator for a locale over the bundled resources (or `source`, for tests): the engine over the
 * resource files as its namespaces, each added on first use (load).
 */
export function createTranslator(locale: Locale): Translator;
export function createTranslator(locale: Locale, source: ResourceSet): Translator<string>;
export function createTranslator(locale: Locale, source?: ResourceSet): Translator | Translator<string> {
  const bundled = resourceSetFor(locale);
  const set = source ?? bundled;
  const engine = set === bundled ? messageEngine() : (engines.get(set) ?? createMessageEngine());
  if (set !== bundled) engines.set(set, engine);
  if (!loadedIn.has(engine)) loadedIn.set(engine, { files: new Set(), byParameter: new Set() });
  const lng = intlLocale(locale);
  const t: TranslateFunction<string> = (key, params = {}) => {
    load(engine, set, locale, namespaceOf(key));
    if (loadedIn.get(engine)!.byParameter.size > 0) {
      for (const value of Object.values(params)) {
        if (typeof value === 'string' && value.includes('.')) load(engine, set, locale, namespaceOf(value));
      }
    }
    return renderMessage(engine, lng, key, params);
  };
  const has = (key: string): key is string => {
    load(engine, set, locale, namespaceOf(key));
    // A `count` makes i18next try the key's plural forms (`_other`, and `_zero` for 0) besides it.
    return untyped(engine).exists(key, { lng, ns: namespaceOf(key), count: 0 });
  };
  return { locale, t, tData: t, has, problem: (wanted: Problem) => wordProblem({ has, t }, wanted, locale) };
}

/**
 * An error's message in a locale: wordProblem over the translator, knowing only the error
 * namespaces' keys (an unknown code gives the localized `errors.unknown` naming it).
 */
export function translateError(locale: Locale, error: Problem): string {
  const { has, tData } = createTranslator(locale);
  const known = (key: string) => ERROR_NAMESPACES.includes(namespaceOf(key) as Namespace) && has(key);
  return wordProblem({ has: known, t: tData }, error, locale);
}
