/**
 * The one message engine of every surface: i18next. One instance per JavaScript realm (a Node
 * process, a browser page), created and initialised on the first message asked for, never before:
 * a page without interactive parts, or a CLI run that prints no message, never starts it.
 *
 * Set-up (documented in the package README, "One engine: i18next"):
 * - keys are flat and whole (`keySeparator: false`, `nsSeparator: false`): `calc.d20.title` is
 *   looked up as written, in the namespace named by the call (`ns`);
 * - the language is the locale's `Intl` tag (`en`, `th`, `zh-CN`, `zh-Hant`), so i18next's plural
 *   rules (`Intl.PluralRules`) and its formatters (`{{n, number}}`, `{{p, percent}}`,
 *   `{{items, list}}`: `Intl`) follow the locale; no fallback language in i18next, because the loader
 *   (messages-for.ts) already fills gaps with English without English plural forms a language lacks;
 * - no escaping (`escapeValue: false`): every renderer the messages reach escapes text itself (Astro
 *   expressions, Preact, DOM `textContent`/`append`, a terminal shows no markup);
 * - `skipOnVariables` (i18next's default): a parameter value's `{{…}}` is never filled again.
 */
import i18next, { type i18n, type TOptions } from 'i18next';
import { smallWholeNumber } from './format-number.ts';
import { intlLocale, type Locale } from './locales.ts';

/** Values a message template can receive. */
export type MessageParams = Readonly<Record<string, string | number>>;

let instance: i18n | undefined;

/** The Intl.NumberFormat options a `{{n, number(…)}}` template may set. */
const NUMBER_OPTIONS: ReadonlySet<string> = new Set([
  'style',
  'signDisplay',
  'notation',
  'useGrouping',
  'minimumIntegerDigits',
  'minimumFractionDigits',
  'maximumFractionDigits',
]);

/** The realm's i18next instance, initialised once (synchronously: every resource is in memory). */
export function messageEngine(): i18n {
  if (instance === undefined) {
    const created = i18next.createInstance();
    void created.init({
      initAsync: false,
      resources: {},
      ns: [],
      defaultNS: false,
      fallbackLng: false,
      load: 'currentOnly',
      keySeparator: false,
      nsSeparator: false,
      returnEmptyString: true,
      interpolation: { escapeValue: false, skipOnVariables: true },
    });
    created.services.formatter?.add('percent', (value: unknown, lng: string | undefined, options) =>
      new Intl.NumberFormat(lng, { ...options, style: 'percent' }).format(Number(value)),
    );
    // i18next's `number` format (Intl.NumberFormat, one per language and options, cached), with a
    // whole number under 1,000 written without Intl: the first Intl.NumberFormat of a process
    // loads ICU's number data (~17 ms of CPU), which a CLI line such as "3 files" need not pay.
    const numberFormats = new Map<string, Intl.NumberFormat>();
    created.services.formatter?.add('number', (value: unknown, lng: string | undefined, options) => {
      // A parameter that is not a number (a typed name in `count`) is shown as given.
      if (typeof value !== 'number') return String(value);
      const n = value;
      // i18next takes the language from a parameter named `locale` when there is one (the
      // messages' `{{locale}}` is a locale code, not the reader's language): the call's `lng` wins.
      const language = typeof options?.lng === 'string' ? options.lng : lng;
      // i18next hands the call's options along; only Intl's own ones (`{{n, number(style: …)}}`) count.
      const own = Object.fromEntries(
        Object.entries(options ?? {}).filter(([name]) => NUMBER_OPTIONS.has(name)),
      ) as Intl.NumberFormatOptions;
      const small = Object.keys(own).length === 0 ? smallWholeNumber(n) : undefined;
      if (small !== undefined) return small;
      const id = `${language} ${JSON.stringify(own)}`;
      let format = numberFormats.get(id);
      if (format === undefined) {
        format = new Intl.NumberFormat(language, { maximumFractionDigits: 20, ...own });
        numberFormats.set(id, format);
      }
      return format.format(n);
    });
    instance = created;
  }
  return instance;
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
 * The message of `key` in namespace `ns` (or the first of several holding it) of language `locale`,
 * filled with `params`. A numeric `count` chooses the plural form (i18next: `key_zero` for 0 where
 * written, then the language's `Intl.PluralRules` category, then the key); the template writes it
 * the locale's way with `{{count, number}}` (`1,250`). Parameters are handed as i18next's `replace` data, apart from its
 * options; a missing key comes back as the key itself.
 */
export function renderMessage(
  locale: Locale,
  ns: string | readonly string[],
  key: string,
  params: MessageParams = {},
): string {
  const lng = intlLocale(locale);
  const held: string[] = [];
  const data: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params)) {
    if (needsStandIn(value)) {
      data[name] = `${MARK}${held.length}${MARK}`;
      held.push(value);
    } else data[name] = value;
  }
  const options: TOptions = { lng, ns: ns as string | string[] };
  const count = params.count;
  // The template writes it: `{{count, number}}` (the engine's number format, below).
  if (typeof count === 'number') options.count = count;
  // Nested `$t(…)` lookups receive the `replace` data as their options (i18next): the language
  // and namespaces travel in it so a nested message is read where its parent was.
  options.replace = { ...data, lng, ns };
  const text = messageEngine().t(key, options) as string;
  return held.length === 0
    ? text
    : text.replace(STAND_IN, (whole, index: string) => held[Number(index)] ?? whole);
}

/** A plain message object as an i18next namespace of its own; dropped from the store with the object. */
const plainNamespaces = new WeakMap<object, Map<Locale, string>>();
let plainCount = 0;
const forget =
  typeof FinalizationRegistry === 'function'
    ? new FinalizationRegistry<{ lng: string; ns: string }>(({ lng, ns }) =>
        instance?.removeResourceBundle(lng, ns),
      )
    : undefined;

/**
 * The namespace a plain message object (an island's props, the workbench's strings, the CLI's
 * messages) is held under for `locale`: registered on first use, with the object's keys as they
 * are. Lookups stay inside the object, nested ones too, as before the engine was i18next.
 */
export function namespaceOfMessages(messages: Readonly<Record<string, string>>, locale: Locale): string {
  let byLocale = plainNamespaces.get(messages);
  if (byLocale === undefined) {
    byLocale = new Map();
    plainNamespaces.set(messages, byLocale);
  }
  let ns = byLocale.get(locale);
  if (ns === undefined) {
    plainCount += 1;
    ns = `~${plainCount}`;
    const lng = intlLocale(locale);
    messageEngine().addResourceBundle(lng, ns, messages, false, true, { silent: true, skipCopy: true });
    forget?.register(messages, { lng, ns });
    byLocale.set(locale, ns);
  }
  return ns;
}
