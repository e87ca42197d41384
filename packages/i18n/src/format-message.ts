import { type MessageParams, namespaceOfMessages, renderMessage } from './engine.ts';
import { DEFAULT_LOCALE, type Locale } from './locales.ts';

export type { MessageParams } from './engine.ts';

/**
 * The message of `key` in `messages` (a plain object: an island's props, the workbench's strings,
 * the core CLI's messages), rendered by i18next (engine.ts) with the object as one namespace:
 * `{{param}}` filled as typed, nested `$t(key)` put in from the same object at any depth, a numeric
 * `count` choosing the plural form by `locale`'s rules and written its way (English's when not
 * given: right for th and zh, whose messages have only `_other` forms). A key the object lacks comes
 * back as the key itself (a visible gap, never a blank).
 */
export function formatMessage(
  messages: Readonly<Record<string, string>>,
  key: string,
  params: MessageParams = {},
  locale: Locale = DEFAULT_LOCALE,
): string {
  return renderMessage(locale, namespaceOfMessages(messages, locale), key, params);
}

// `{{name}}`, or `{{name, format}}` with one of the engine's formats (`number`, `percent`, `list`).
const PLACEHOLDER = /\{\{\s*([A-Za-z0-9_.-]+)\s*(?:,[^}]*)?\}\}/g;

/** The placeholder names a template uses, sorted and without duplicates (the resource checks read them). */
export function placeholdersOf(template: string): string[] {
  const names = new Set<string>();
  for (const match of template.matchAll(PLACEHOLDER)) names.add(match[1]!);
  return [...names].sort();
}
