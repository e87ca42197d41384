import { addMessages, type MessageParams, messageEngine, renderMessage } from './engine.ts';
import { intlLocale, type Locale } from './locales.ts';

export type { MessageParams } from './engine.ts';

/**
 * The message of `key` from `messages`, a plain object of `locale`'s messages (an island's props,
 * the workbench's strings, the core CLI's messages): the object is added to the realm's one i18next
 * instance under its keys' real namespaces (engine.ts addMessages, once per object and language),
 * then `key` is rendered there: `{{param}}` filled as typed, nested `$t(key)` put in at any depth,
 * a numeric `count` choosing the plural form by `locale`'s rules and written its way. `locale` is
 * the language the messages are written in. A key no message holds comes back as the key itself
 * (a visible gap, never a blank).
 */
export function formatMessage(
  messages: Readonly<Record<string, string>>,
  key: string,
  params: MessageParams = {},
  locale: Locale,
): string {
  const engine = messageEngine();
  const lng = intlLocale(locale);
  addMessages(engine, lng, messages);
  return renderMessage(engine, lng, key, params);
}

/**
 * Hands `messages` (written in `locale`) to the realm's one i18next instance ahead of their first
 * lookup, as formatMessage's first call would: a page that will render many messages at once (an
 * island's hydration) can pay for the engine's start and the object's resource bundles in a task of
 * its own. Nothing changes for the lookups that follow.
 */
export function prepareMessages(messages: Readonly<Record<string, string>>, locale: Locale): void {
  addMessages(messageEngine(), intlLocale(locale), messages);
}

// `{{name}}`, or `{{name, format}}` with one of i18next's formats (`number`, `list`).
const PLACEHOLDER = /\{\{\s*([A-Za-z0-9_.-]+)\s*(?:,[^}]*)?\}\}/g;

/** The placeholder names a template uses, sorted and without duplicates (the resource checks read them). */
export function placeholdersOf(template: string): string[] {
  const names = new Set<string>();
  for (const match of template.matchAll(PLACEHOLDER)) names.add(match[1]!);
  return [...names].sort();
}
