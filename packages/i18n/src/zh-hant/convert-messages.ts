import { convertText } from './convert-text.ts';
import { withTaiwanQuotes } from './taiwan-quotes.ts';

/**
 * What the message formatter reads inside a message and must stay as written: nested messages `$t(key)` (whose
 * key may itself hold a placeholder) and `{{placeholders}}`.
 */
const MESSAGE_SYNTAX = /(\$t\([^()]*\)|\{\{[^{}]*\}\})/;

/** One message in zh-Hant: the text between its `$t(...)` and `{{...}}` (split's odd parts, kept) converted. */
export function convertMessage(simplified: string): string {
  return simplified
    .split(MESSAGE_SYNTAX)
    .map((part, index) => (index % 2 === 1 ? part : withTaiwanQuotes(convertText(part))))
    .join('');
}

/** A flat namespace of zh UI strings in zh-Hant: same keys in the same order, each value converted. */
export function convertMessages(flat: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(flat).map(([key, message]) => [key, convertMessage(message)]));
}
