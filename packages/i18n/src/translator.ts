import type { i18n } from 'i18next';
import {
  createMessageEngine,
  type MessageParams,
  messageEngine,
  renderMessage,
  resourcesChanged,
  untyped,
} from './engine.ts';
import { type Problem, wordProblem } from './format-problem.ts';
import { intlLocale, type Locale } from './locales.ts';
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
  /** A problem (`{ code, params }`: a thrown error, a writer's refusal) in this locale: wordProblem. */
  problem: (problem: Problem) => string;
}

/** A nested lookup in a template: `$t(calc.d20.x` (its key's namespace) or `$t({{param}}` (named by a parameter). */
const NESTED = /\$t\(([^,)\s]+)/g;

/**
 * The bundled files of one resource set added to an engine so far (`<lng> <namespace>`), and the
 * namespaces whose messages nest a key named by a parameter.
 */
interface Loaded {
  files: Set<string>;
  byParameter: Set<string>;
}

const loadedIn = new WeakMap<i18n, Loaded>();

/**
 * Adds one namespace's file of `locale` and of English (i18next's fallback language) to the engine
 * (addResourceBundle), with every namespace its messages nest (`$t(table.…)`), on first use: a
 * message reads its own file and the files it nests, never the others (the CLI's start).
 */
function load(engine: i18n, set: ResourceSet, locale: Locale, namespace: string): void {
  const loaded = loadedIn.get(engine)!;
  for (const language of new Set<Locale>([locale, 'en'])) {
    const lng = intlLocale(language);
    const messages = set[language]?.[namespace];
    if (loaded.files.has(`${lng} ${namespace}`) || messages === undefined) continue;
    loaded.files.add(`${lng} ${namespace}`);
    // Deep, not overwriting: a key a handed object already set (an island's props, Thai borrowed
    // words joined) keeps that text; i18next copies the file, so a handed object added later never
    // writes into it.
    engine.addResourceBundle(lng, namespace, messages, true, false, { silent: true });
    resourcesChanged(engine);
    for (const template of Object.values(messages)) {
      if (!template.includes('$t(')) continue;
      for (const [, nested = ''] of template.matchAll(NESTED)) {
        if (nested.startsWith('{{')) loaded.byParameter.add(namespace);
        else load(engine, set, locale, namespaceOf(nested));
      }
    }
  }
}

/** The engine a resource set is read in: the realm's one for the bundled files, its own for a test's set. */
const engines = new WeakMap<ResourceSet, i18n>();

function engineFor(set: ResourceSet, bundled: boolean): i18n {
  const engine = bundled ? messageEngine() : (engines.get(set) ?? createMessageEngine());
  if (!bundled) engines.set(set, engine);
  if (!loadedIn.has(engine)) loadedIn.set(engine, { files: new Set(), byParameter: new Set() });
  return engine;
}

/**
 * A translator for a locale over the bundled resources (or `source`, for tests): the engine
 * (engine.ts) over the resource files as its namespaces, each added on first use with what it
 * nests (load); its problems are worded by wordProblem over its own `t` and `has`.
 */
export function createTranslator(locale: Locale): Translator;
export function createTranslator(locale: Locale, source: ResourceSet): Translator<string>;
export function createTranslator(locale: Locale, source?: ResourceSet): Translator | Translator<string> {
  const bundled = resourceSetFor(locale);
  const set = source ?? bundled;
  const engine = engineFor(set, set === bundled);
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
    return (
      untyped(engine).exists(key, { lng, ns: namespaceOf(key) }) ||
      untyped(engine).exists(`${key}_other`, { lng, ns: namespaceOf(key) })
    );
  };
  return { locale, t, tData: t, has, problem: (wanted: Problem) => wordProblem({ has, t }, wanted, locale) };
}
