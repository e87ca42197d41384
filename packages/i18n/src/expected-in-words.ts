import type { MessageParams } from './format-message.ts';

/**
 * An error's parameters with `expected` (what a parameter takes, English for logs and --json)
 * worded in the reader's language: the producer adds `expectedCode` and its numbers
 * (`expectedMin`, `expectedMax`, `expectedItems`, `expectedOptions`), and the message
 * `rules.expected.<expectedCode>` words them. Parameters without a code, or a code with no
 * message, are returned as they are.
 */
export function expectedInWords(
  params: MessageParams,
  word: (key: string, params: MessageParams) => string | undefined,
): MessageParams {
  const code = params.expectedCode;
  if (typeof code !== 'string') return params;
  const text = word(`rules.expected.${code}`, params);
  return text === undefined ? params : { ...params, expected: text };
}
