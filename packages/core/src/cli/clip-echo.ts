/** Longest piece of the reader's input an error line repeats (characters, before the ellipsis). */
export const MAX_ECHO = 80;

/** `text` cut to MAX_ECHO characters with an ellipsis (…) when longer; code points kept whole. */
export function clipEcho(text: string): string {
  const chars = [...text];
  return chars.length <= MAX_ECHO ? text : `${chars.slice(0, MAX_ECHO).join('')}…`;
}

/**
 * An error's parameters with every string clipped, so an error line never repeats a long argument
 * in full (a 100 KB `--type`); `expected` and `commands` are the program's own words: kept whole.
 */
export function clipParams<T extends Readonly<Record<string, unknown>>>(params: T): T {
  return Object.fromEntries(
    Object.entries(params).map(([key, value]) => [
      key,
      typeof value === 'string' && key !== 'expected' && key !== 'commands' ? clipEcho(value) : value,
    ]),
  ) as T;
}
