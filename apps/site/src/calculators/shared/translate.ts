import { interpolateNested } from '@polyhedral/i18n/client';

/**
 * The message of a key with its `{{name}}` placeholders filled and the messages it nests
 * (`$t(key)`) put in (i18n's interpolateNested); the key itself when missing.
 */
export function translate(
  messages: Record<string, string>,
  key: string,
  params: Record<string, string | number> = {},
): string {
  return interpolateNested(messages[key] ?? key, messages, params);
}
