import { formatMessage } from '@polyhedral/i18n/client';

/**
 * The message of a key with its `{{name}}` placeholders filled and the messages it nests
 * (`$t(key)`) put in: i18n's formatMessage; the key itself when missing.
 */
export function translate(
  messages: Record<string, string>,
  key: string,
  params: Record<string, string | number> = {},
): string {
  return formatMessage(messages, key, params);
}
