import { interpolate } from '@polyhedral/i18n/client';

/** The message of a key with its `{{name}}` placeholders filled (i18n's interpolate); the key itself when missing. */
export function translate(
  messages: Record<string, string>,
  key: string,
  params: Record<string, string | number> = {},
): string {
  return interpolate(messages[key] ?? key, params);
}
