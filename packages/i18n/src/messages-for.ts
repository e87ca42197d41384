import type { Locale } from './locales.ts';
import { DEFAULT_LOCALE } from './locales.ts';
import { type ResourceSet, resources } from './resources/index.ts';

function isUnderPrefix(key: string, prefix: string): boolean {
  if (prefix === '') return true;
  const base = prefix.endsWith('.') ? prefix.slice(0, -1) : prefix;
  return key === base || key.startsWith(`${base}.`);
}

/**
 * Every message whose key is `prefix` or starts with `prefix.`, across all namespaces, with English
 * filling the keys the locale lacks. Keys are returned in full. The site passes the result to
 * Preact islands as props, so no i18n runtime ships to the browser (islands use `interpolate`).
 */
export function messagesFor(
  locale: Locale,
  prefix: string,
  resourceSet: ResourceSet = resources,
): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const [namespace, source] of Object.entries(resourceSet[DEFAULT_LOCALE])) {
    const translated = resourceSet[locale][namespace] ?? {};
    for (const [key, english] of Object.entries(source)) {
      if (!isUnderPrefix(key, prefix)) continue;
      const value = translated[key];
      messages[key] = value !== undefined && value !== '' ? value : english;
    }
  }
  return messages;
}
