/**
 * The one message engine of every surface: one i18next instance per JavaScript realm (a Node
 * process, a browser page), set up as i18next's docs write it and started by the first message
 * asked for (a page without interactive parts, or a CLI run that prints no message, never starts it).
 *
 * - Namespaces are the resource files: `calc.json` is namespace `calc`. Keys are flat and whole
 *   (`keySeparator: false`, `nsSeparator: false`): `calc.d20.title` is looked up as written in the
 *   namespace its first segment names. A bundled file is added on first use (translator.ts), an
 *   island's props under the namespaces of their keys (addMessages).
 * - `fallbackLng: 'en'`: a language gets English for a key it lacks or leaves empty
 *   (`returnEmptyString: false`). i18next tries the language's own plural form before any English
 *   one, so an English `_one` never stands in for a Thai `_other` (Thai has only `other`).
 * - A nested `$t(key)` is looked up in every namespace the instance holds (the call's `ns` list).
 * - The language is the locale's `Intl` tag (`en`, `th`, `zh-CN`, `zh-Hant`): plural rules
 *   (`Intl.PluralRules`) and i18next's own formats (`{{n, number}}`, `{{n, number(style: unit; unit: megabyte)}}`)
 *   follow it. No parameter is named after an option i18next reads (`lng`, `ns`, `locale`): a
 *   locale code a message names is `{{localeCode}}`.
 * - No escaping (`escapeValue: false`): every renderer the messages reach escapes text itself (Astro
 *   expressions, Preact, DOM `textContent`/`append`, a terminal shows no markup);
 *   `skipOnVariables` (the default): a parameter value's `{{…}}` is never filled again.
 */
import i18next, { type i18n } from 'i18next';
import { namespaceOf } from './namespace-of.ts';
import { pluralFormOf } from './plural-forms.ts';

/** Values a message template can receive. */
export type MessageParams = Readonly<Record<string, string | number>>;

/**
 * An initialised i18next instance with the project's options and formats (synchronous: every
 * resource is in memory). messageEngine holds the realm's one; a test's own resource set gets its
 * own (translator.ts), so a fixture never mixes with the bundled files.
 */
export function createMessageEngine(): i18n {
  const engine = i18next.createInstance();
  void engine.init({
    initAsync: false,
    resources: {},
    ns: [],
    defaultNS: false,
    fallbackLng: 'en',
    load: 'currentOnly',
    keySeparator: false,
    nsSeparator: false,
    returnEmptyString: false,
    interpolation: { escapeValue: false, skipOnVariables: true },
  });
  // i18next's own `number` format, but a value that is not a number (a typed name in `count`) is shown as given.
  // (`formats` holds i18next's built-in formats by name; its types leave it out.)
  const formatter = engine.services.formatter;
  type Format = (value: unknown, lng: string | undefined, options: unknown) => string;
  const stock = (formatter as unknown as { formats?: Record<string, Format> } | undefined)?.formats?.number;
  formatter?.add('number', (value: unknown, lng: string | undefined, options) =>
    typeof value === 'number' && stock ? stock(value, lng, options) : String(value),
  );
  return engine;
}

let instance: i18n | undefined;

/** The realm's one i18next instance, made on first use. */
export function messageEngine(): i18n {
  instance ??= createMessageEngine();
  return instance;
}

/** The languages each handed message object was added for (added once per language). */
const added = new WeakMap<object, Set<string>>();

/**
 * Adds a plain message object of language `lng` (an island's props, the workbench's strings, the
 * CLI's messages: full keys, as messagesFor gives them) to the engine, each key under its own
 * namespace (`addResourceBundle`, deep, overwriting: the object's text is the text of its keys).
 */
export function addMessages(engine: i18n, lng: string, messages: Readonly<Record<string, string>>): void {
  let languages = added.get(messages);
  if (languages === undefined) {
    languages = new Set();
    added.set(messages, languages);
  }
  if (languages.has(lng)) return;
  languages.add(lng);
  const byNamespace: Record<string, Record<string, string>> = {};
  for (const [key, value] of Object.entries(messages)) {
    const ns = namespaceOf(pluralFormOf(key)?.base ?? key);
    const bundle = byNamespace[ns] ?? {};
    bundle[key] = value;
    byNamespace[ns] = bundle;
  }
  for (const [ns, bundle] of Object.entries(byNamespace)) {
    engine.addResourceBundle(lng, ns, bundle, true, true, { silent: true, skipCopy: true });
  }
  resourcesChanged(engine);
}

/**
 * The finished messages of each engine by language, key and values (renderMessage): a page draws
 * the same labels again on every change of an island (the tracker's hydration and the draw after
 * its saved state is read: about 20 ms of a phone's main thread at 4x in i18next's lookups). A
 * message is a function of the engine's resources and the values alone, so the store is emptied
 * whenever the resources change (resourcesChanged: addMessages, the translator's files), and when
 * it reaches FINISHED_LIMIT (a long session's numbers). Resources reach an engine only through
 * those two: code that calls `addResourceBundle` elsewhere must call resourcesChanged after it.
 */
const finished = new WeakMap<i18n, Map<string, string>>();
const FINISHED_LIMIT = 5_000;

/** The engine's resources changed: every message is looked up again. */
export function resourcesChanged(engine: i18n): void {
  finished.get(engine)?.clear();
}

/**
 * The values of a lookup as one string: each name and text value quoted as JSON (a typed name
 * holding the separators cannot pass for two values), a number marked as one (a `count` of 3 is
 * not "3") and written so that -0, NaN and Infinity each stay themselves.
 */
function paramsId(params: MessageParams): string {
  let id = '';
  for (const name in params) {
    const value = params[name]!;
    id += `${JSON.stringify(name)}:${typeof value === 'number' ? (Object.is(value, -0) ? '-0' : String(value)) : JSON.stringify(value)},`;
  }
  return id;
}

/**
 * A parameter value holding i18next's nesting notation `$t(` would make i18next switch nesting off
 * for the whole message (skipOnVariables), so the message's own `$t(dice.expected.…)` would show
 * raw. Such a value is handed to i18next as a stand-in (private-use marks around its index, which no
 * message template contains: resource-check) and put back, as typed, into the finished text.
 */
const MARK = '\uE000';
const STAND_IN = /\uE000(\d+)\uE000/g;

function needsStandIn(value: string | number): value is string {
  return typeof value === 'string' && (value.includes('$t(') || value.includes(MARK));
}

/**
 * The message of `key` in language `lng` of `engine`, filled with `params`. A numeric `count`
 * chooses the plural form (i18next: `key_zero` for 0 where written, then the language's
 * `Intl.PluralRules` category, then `key_other`); the template writes it the locale's way with
 * `{{count, number}}`. Parameters are handed as i18next's `replace` data, apart from its options; a
 * missing key comes back as the key itself.
 */
/** What a lookup is given: the language, the key's namespace, the values and the count. */
type LookupOptions = Record<string, unknown>;

/**
 * The engine's `t` and `exists` over plain string keys and namespaces. The one i18next copy is
 * shared with Starlight, whose types declare its own `starlight` namespace as i18next's default
 * (`CustomTypeOptions`); a program that includes Starlight's types would otherwise type every
 * key and namespace of this engine as Starlight's. The engine's keys are checked by the resource
 * check and `MessageKey`, not by i18next's types.
 */
export function untyped(engine: i18n): {
  t(key: string, options: LookupOptions): string;
  exists(key: string, options: LookupOptions): boolean;
} {
  return engine as unknown as ReturnType<typeof untyped>;
}

export function renderMessage(engine: i18n, lng: string, key: string, params: MessageParams = {}): string {
  let store = finished.get(engine);
  if (store === undefined) {
    store = new Map();
    finished.set(engine, store);
  }
  const values = paramsId(params);
  const id = `${lng}\u0000${key}${values}`;
  const known = store.get(id);
  if (known !== undefined) return known;
  const text = lookUp(engine, lng, key, params, values === '');
  if (store.size >= FINISHED_LIMIT) store.clear();
  store.set(id, text);
  return text;
}

function lookUp(engine: i18n, lng: string, key: string, params: MessageParams, noValues: boolean): string {
  // A message with no values whose own language holds it as plain text (no `{{…}}`, no `$t(`) is
  // that text: i18next would return it unchanged after resolving, interpolating and nesting it
  // (most of a page's labels; the lookup is the most of hydration's message time).
  if (noValues) {
    const own: unknown = engine.getResource(lng, namespaceOf(key), key);
    if (typeof own === 'string' && own !== '' && !own.includes('{{') && !own.includes('$t(')) return own;
  }
  const held: string[] = [];
  const data: Record<string, string | number> = {};
  for (const [given, value] of Object.entries(params)) {
    // A problem's `locale` (a locale code it names) is the templates' `{{localeCode}}`: i18next
    // would take a `locale` value as the language its formats write numbers in.
    const name = given === 'locale' ? 'localeCode' : given;
    if (needsStandIn(value)) {
      data[name] = `${MARK}${held.length}${MARK}`;
      held.push(value);
    } else data[name] = value;
  }
  // The key's own namespace; a nested `$t(…)` receives the `replace` data as its options (i18next),
  // so the language and every namespace the engine holds travel in it.
  const options: LookupOptions = {
    lng,
    ns: namespaceOf(key),
    replace: { ...data, lng, ns: engine.options.ns },
  };
  if (typeof params.count === 'number') options.count = params.count;
  const text = untyped(engine).t(key, options);
  return held.length === 0
    ? text
    : text.replace(STAND_IN, (whole, index: string) => held[Number(index)] ?? whole);
}
