/**
 * The language a command-line tool speaks when no `--locale` is given: the environment (LC_ALL,
 * then LC_MESSAGES, then LANG, as POSIX orders them: `th_TH.UTF-8` is Thai, `zh_CN.UTF-8`
 * Chinese), else English. One home for every CLI of the repository (content, workbench).
 */
import { isWrittenLocale, type WrittenLocale } from './locales.ts';

export type LocaleEnv = Readonly<Record<string, string | undefined>>;

/**
 * The locale a POSIX locale name (`th_TH.UTF-8`, `zh_CN`, `C`) asks for, if one of ours. Command-line
 * tools speak the written locales (a derived locale's strings are made with OpenCC, a build step):
 * `zh_TW` is Chinese.
 */
export function localeOfPosixName(name: string): WrittenLocale | undefined {
  const language = name.split(/[_.@-]/)[0]?.toLowerCase() ?? '';
  return isWrittenLocale(language) ? language : undefined;
}

/** The first set variable of LC_ALL, LC_MESSAGES, LANG decides (an unknown language means English). */
export function localeFromEnv(env: LocaleEnv): WrittenLocale {
  for (const name of ['LC_ALL', 'LC_MESSAGES', 'LANG']) {
    const value = env[name];
    if (value) return localeOfPosixName(value) ?? 'en';
  }
  return 'en';
}
