import { interpolate } from '@polyhedral/i18n/client';

/** A message nested in another (`$t(dice.expected.{{expected}})`, i18next's nesting), after interpolation. */
const NESTED = /\$t\(([^()\s]+)\)/g;

/**
 * The message of a key with its `{{name}}` placeholders filled (i18n's interpolate) and the
 * messages it nests (`$t(key)`, as i18next does on the server) put in; the key itself when missing.
 */
export function translate(
  messages: Record<string, string>,
  key: string,
  params: Record<string, string | number> = {},
): string {
  return interpolate(messages[key] ?? key, params).replace(NESTED, (whole, nested: string) => {
    const text = messages[nested];
    return text === undefined ? whole : interpolate(text, params);
  });
}
