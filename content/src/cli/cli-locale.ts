/**
 * The language of the content commands' messages: `--locale en|th|zh` anywhere on the command
 * line, else the environment (LC_ALL, then LC_MESSAGES, then LANG, as POSIX orders them:
 * `th_TH.UTF-8` is Thai, `zh_CN.UTF-8` Chinese), else English.
 */
import { parseArgs } from 'node:util';
import { type LocaleEnv, localeFromEnv } from '@polyhedral/i18n/locale-from-env';
import { isWrittenLocale, type WrittenLocale } from '@polyhedral/i18n/locales';

export { type LocaleEnv, localeFromEnv };

export type LocaleOption =
  | { ok: true; locale: WrittenLocale | undefined; args: string[] }
  | { ok: false; value: string };

/**
 * Take `--locale X` / `--locale=X` out of the arguments (node:util.parseArgs' tokens, as every
 * command reads its own: after `--` it is a word, not the option); the rest is left as it was.
 */
export function takeLocaleOption(argv: readonly string[]): LocaleOption {
  const { tokens } = parseArgs({
    args: [...argv],
    options: { locale: { type: 'string' } },
    strict: false,
    allowPositionals: true,
    tokens: true,
  });
  const taken = new Set<number>();
  let locale: WrittenLocale | undefined;
  for (const token of tokens) {
    if (token.kind !== 'option' || token.rawName !== '--locale') continue;
    const value = token.value ?? '';
    if (!isWrittenLocale(value)) return { ok: false, value };
    locale = value;
    taken.add(token.index);
    if (!token.inlineValue && token.value !== undefined) taken.add(token.index + 1);
  }
  return { ok: true, locale, args: argv.filter((_, index) => !taken.has(index)) };
}
