/**
 * The language of the content commands' messages: `--locale en|th|zh` anywhere on the command
 * line, else the environment (LC_ALL, then LC_MESSAGES, then LANG, as POSIX orders them:
 * `th_TH.UTF-8` is Thai, `zh_CN.UTF-8` Chinese), else English.
 */
import {
  isWrittenLocale,
  type LocaleEnv,
  localeFromEnv,
  localeOfPosixName,
  type WrittenLocale,
} from '@polyhedral/i18n';

export { type LocaleEnv, localeFromEnv, localeOfPosixName };

export type LocaleOption =
  | { ok: true; locale: WrittenLocale | undefined; args: string[] }
  | { ok: false; value: string };

/** Take `--locale X` / `--locale=X` out of the arguments. */
export function takeLocaleOption(argv: readonly string[]): LocaleOption {
  const args: string[] = [];
  let locale: WrittenLocale | undefined;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    let value: string | undefined;
    if (arg === '--locale') {
      value = argv[i + 1] ?? '';
      i += 1;
    } else if (arg.startsWith('--locale=')) value = arg.slice('--locale='.length);
    else {
      args.push(arg);
      continue;
    }
    if (!isWrittenLocale(value)) return { ok: false, value };
    locale = value;
  }
  return { ok: true, locale, args };
}
