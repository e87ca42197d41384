import { addMessages, type MessageParams, messageEngine, renderMessage } from './engine.ts';
import { intlLocale, type Locale } from './locales.ts';

export type { MessageParams } from './engine.ts';

/**
 * The message of `key` from a plain object of messages in `locale`, rendered by the realm's one
 * i18next instance (prepareMessages, renderMessage); a missing key comes back as itself, never blank.
 */
export function formatMessage(
  messages: Readonly<Record<string, string>>,
  key: string,
  params: MessageParams = {},
  locale: Locale,
): string {
  prepareMessages(messages, locale);
  return renderMessage(messageEngine(), intlLocale(locale), key, params);
}

/**
 * Hands `messages` (written in `locale`) to the realm's one i18next instance ahead of their first
 * lookup (addMessages: once per object and language): a page that will render many messages at
 * once (an island's hydration) can pay for the engine's start and the bundles in a task of its own.
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
