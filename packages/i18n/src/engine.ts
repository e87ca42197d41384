/**
 * The one message engine of every surface: one i18next instance per JavaScript realm (a Node
 * process, a browser page), started by the first message asked for.
 *
 * - Namespaces are the resource files (`calc.json` is `calc`); keys are flat and whole, each in the
 *   namespace its first segment names: a file is added on first use (translator.ts), an island's
 *   props by their keys (addMessages).
 * - `fallbackLng: 'en'` for a key a language lacks or leaves empty; i18next tries the language's own
 *   plural form first, so an English `_one` never stands in for a Thai `_other`.
 * - The language is the locale's `Intl` tag: plural rules and i18next's formats (`{{n, number}}`)
 *   follow it. No template names an option i18next reads (`lng`, `ns`, `locale`): `{{localeCode}}`.
 * - No escaping: every renderer escapes text itself (Astro, Preact, DOM `textContent`, a terminal);
 *   `skipOnVariables`: a value's `{{…}}` is never filled again.
 */
import i18next, { type i18n } from 'i18next';
import { intlLocale, type Locale } from './locales.ts';
import { namespaceOf } from './namespace-of.ts';

/** Values a message template can receive. */
export type MessageParams = Readonly<Record<string, string | number>>;

/**
 * The finished messages of each engine by language, key and values (renderMessage): a page draws
 * the same labels again on every change of an island (i18next's `t` is 16-26 µs a message in Node,
 * a kept one about 1 µs). Emptied whenever i18next adds resources and at FINISHED_LIMIT (a long
 * session's numbers).
 */
const finished = new WeakMap<i18n, Map<string, string>>();
const FINISHED_LIMIT = 5_000;

/** An initialised i18next instance (synchronous: every resource is in memory); a test's set gets its own. */
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
  // i18next's own `number` format (`formats` holds the built-in ones; its types leave it out), but a
  // value that is not a number (Pagefind's `[COUNT]` in `count`) is shown as given.
  const formatter = engine.services.formatter!;
  type Format = (value: unknown, lng: string | undefined, options: unknown) => string;
  const stock = (formatter as unknown as { formats: Record<string, Format> }).formats.number!;
  formatter.add('number', (value, lng, options) =>
    typeof value === 'number' ? stock(value, lng, options) : String(value),
  );
  const store = new Map<string, string>();
  finished.set(engine, store);
  engine.store.on('added', () => store.clear());
  return engine;
}

let instance: i18n | undefined;

/** The realm's one i18next instance, made on first use. */
export function messageEngine(): i18n {
  instance ??= createMessageEngine();
  return instance;
}

/** A plural form's key in i18next's JSON v4 (`ui.draft.notice_one`): its base key and category. */
export function pluralFormOf(key: string): { base: string; category: string } | undefined {
  const match = /^(.+)_(zero|one|two|few|many|other)$/.exec(key);
  return match ? { base: match[1]!, category: match[2]! } : undefined;
}

/** The plural categories i18next gives a language (`Intl.PluralRules`): en one, other; th and zh other. */
export function pluralCategoriesOf(locale: Locale): string[] {
  return messageEngine()
    .services.pluralResolver.getSuffixes(intlLocale(locale))
    .map((suffix: string) => suffix.slice(1));
}

/** The languages each handed message object was added for. */
const added = new WeakMap<object, Set<string>>();

/**
 * Adds a plain message object of language `lng` (an island's props, the workbench's strings, the
 * CLI's messages: full keys, as messagesFor gives them), once, each key under its own namespace
 * (overwriting: the object's text is the text of its keys).
 */
export function addMessages(engine: i18n, lng: string, messages: Readonly<Record<string, string>>): void {
  const languages = added.get(messages) ?? new Set<string>();
  if (languages.has(lng)) return;
  added.set(messages, languages.add(lng));
  const byNamespace: Record<string, Record<string, string>> = {};
  for (const [key, value] of Object.entries(messages)) {
    const ns = namespaceOf(pluralFormOf(key)?.base ?? key);
    const bundle = byNamespace[ns] ?? {};
    bundle[key] = value;
    byNamespace[ns] = bundle;
  }
  for (const [ns, bundle] of Object.entries(byNamespace)) {
    engine.addResourceBundle(lng, ns, bundle, true, true, { skipCopy: true });
  }
}

/** The values as one string: texts quoted (a typed value cannot pass for two), numbers not (3 is not "3"). */
function paramsId(params: MessageParams): string {
  let id = '';
  for (const name in params) {
    const value = params[name]!;
    id += `${JSON.stringify(name)}:${typeof value === 'number' ? (Object.is(value, -0) ? '-0' : String(value)) : JSON.stringify(value)},`;
  }
  return id;
}

/**
 * A value holding i18next's nesting notation `$t(` would make i18next switch nesting off for the
 * whole message (skipOnVariables), so its own `$t(dice.expected.…)` would show raw. Such a value is
 * handed to i18next as a stand-in (private-use marks around its index, which no template contains:
 * resource-check) and put back, as typed, into the finished text.
 */
const MARK = '\uE000';
const STAND_IN = /\uE000(\d+)\uE000/g;

/** `t` and `exists` over plain string keys: Starlight's `CustomTypeOptions` would type them as its own. */
export function untyped(engine: i18n): {
  t(key: string, options: Record<string, unknown>): string;
  exists(key: string, options: Record<string, unknown>): boolean;
} {
  return engine as unknown as ReturnType<typeof untyped>;
}

/**
 * The message of `key` in language `lng`, filled with `params`. A numeric `count` chooses the plural
 * form (`key_zero` for 0 where written, then the language's category); a missing key is itself.
 */
export function renderMessage(engine: i18n, lng: string, key: string, params: MessageParams = {}): string {
  const store = finished.get(engine)!;
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
  // A message with no values that its language holds as plain text is that text, as i18next would
  // return it (most of a page's labels, at their first lookup).
  if (noValues) {
    const own: unknown = engine.getResource(lng, namespaceOf(key), key);
    if (typeof own === 'string' && own !== '' && !own.includes('{{') && !own.includes('$t(')) return own;
  }
  const held: string[] = [];
  const data: Record<string, string | number> = {};
  for (const [given, value] of Object.entries(params)) {
    // A problem's `locale` is the templates' `{{localeCode}}`: i18next would write numbers in it.
    const name = given === 'locale' ? 'localeCode' : given;
    if (typeof value === 'string' && (value.includes('$t(') || value.includes(MARK))) {
      data[name] = `${MARK}${held.push(value) - 1}${MARK}`;
    } else data[name] = value;
  }
  // A nested `$t(…)` receives the `replace` data as its options: the language and namespaces travel in it.
  const options: Record<string, unknown> = {
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
