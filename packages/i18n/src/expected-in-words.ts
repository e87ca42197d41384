import type { MessageParams } from './engine.ts';

/**
 * An error's parameters with `expected` (English for logs and --json) worded in the reader's
 * language by `rules.expected.<expectedCode>` over `expectedMin`, `expectedMax`, `expectedItems`,
 * `expectedOptions`; without a code or its message, returned as they are.
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
