import { formatNumber } from './format-number.ts';
import { DEFAULT_LOCALE, type Locale } from './locales.ts';
import { pluralKey } from './plural.ts';

/** Values a message template can receive. */
export type MessageParams = Readonly<Record<string, string | number>>;

const PLACEHOLDER = /\{\{\s*([A-Za-z0-9_.-]+)\s*\}\}/g;

/**
 * Fills `{{param}}` placeholders (no HTML escaping: the renderer escapes). Part of the one message
 * formatter of every surface, dependency-free so browser islands can run it on the messages the site
 * hands them as props.
 * A placeholder without a value is left as written, which makes the gap visible.
 */
export function interpolate(template: string, params: MessageParams = {}): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : String(value);
  });
}

/** The placeholder names a template uses, sorted and without duplicates. */
export function placeholdersOf(template: string): string[] {
  const names = new Set<string>();
  for (const match of template.matchAll(PLACEHOLDER)) names.add(match[1]!);
  return [...names].sort();
}

/** A message nested in another (`$t(dice.expected.{{expected}})`, i18next's notation), after interpolation. */
const NESTED = /\$t\(([^()\s]+)\)/g;

/**
 * A template with its placeholders filled and the messages it nests (`$t(key)`) put in from
 * `messages`, filled with the same parameters; a nested key the messages lack is left as written.
 */
export function interpolateNested(
  template: string,
  messages: Readonly<Record<string, string>>,
  params: MessageParams = {},
): string {
  return interpolate(template, params).replace(NESTED, (whole, nested: string) => {
    const text = messages[nested];
    return text === undefined ? whole : interpolate(text, params);
  });
}

/**
 * The key of the message `key` stands for with these parameters, and the parameters to fill it
 * with: a numeric `count` chooses the plural form (`key_one`, `key_other`: see plural.ts) and is
 * written the locale's way (`1,250`). Without a numeric count, `key` and `params` as they are.
 * The one plural step of the one formatter (formatMessage: the translator, islands, workbench, CLIs).
 */
export function withCount(
  key: string,
  params: MessageParams,
  locale: Locale,
  has: (key: string) => boolean,
): { key: string; params: MessageParams } {
  const count = params.count;
  if (typeof count !== 'number') return { key, params };
  return {
    key: pluralKey(key, count, locale, has),
    params: { ...params, count: formatNumber(locale, count, { maximumFractionDigits: 20 }) },
  };
}

/**
 * The message of `key` in `messages`, its placeholders filled and the messages it nests put in;
 * the key itself when `messages` lacks it (a visible gap, never a blank). A numeric `count`
 * chooses the plural form by `locale`'s rules and is written its way (English's when not given: right for th and zh,
 * whose messages have only `_other` forms). The one formatter of every surface: createTranslator's
 * `t` (site pages, content CLI, translateError) runs it over the locale's messages, and code that
 * holds messages as a plain object calls it directly: the site's islands, the workbench (server,
 * check workers and page), step descriptions, the core CLI.
 */
export function formatMessage(
  messages: Readonly<Record<string, string>>,
  key: string,
  params: MessageParams = {},
  locale: Locale = DEFAULT_LOCALE,
): string {
  const chosen = withCount(key, params, locale, (candidate) => Object.hasOwn(messages, candidate));
  return interpolateNested(messages[chosen.key] ?? key, messages, chosen.params);
}
