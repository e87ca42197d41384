import { convertText } from './convert-text.ts';
import { withTaiwanQuotes } from './taiwan-quotes.ts';

/**
 * What the message formatter reads inside a message and must stay as written: nested messages `$t(key)` (whose
 * key may itself hold a placeholder) and `{{placeholders}}`.
 */
const MESSAGE_SYNTAX = /\$t\([^()]*\)|\{\{[^{}]*\}\}/g;

/**
 * One message in zh-Hant: the text between its `$t(...)` and `{{...}}` converted (“ ” as Taiwan's
 * 「 」), those kept.
 */
export function convertMessage(simplified: string): string {
  const convert = (text: string) => withTaiwanQuotes(convertText(text));
  let out = '';
  let at = 0;
  for (const match of simplified.matchAll(MESSAGE_SYNTAX)) {
    out += convert(simplified.slice(at, match.index)) + match[0];
    at = match.index + match[0].length;
  }
  return out + convert(simplified.slice(at));
}

/** A flat namespace of zh UI strings in zh-Hant: same keys in the same order, each value converted. */
export function convertMessages(flat: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(flat).map(([key, message]) => [key, convertMessage(message)]));
}
