/** Shared by `stamp` and `review`: `<th|zh|zh-hant> <ID ...> [flags]` arguments and file paths as shown. */
import path from 'node:path';
import type { TranslateFunction } from '@polyhedral/i18n';
import { isReviewedLocale, type ReaderLocale } from '../../model/types.ts';
import type { CliIo } from '../io.ts';

export interface LocaleArgs {
  locale: ReaderLocale;
  ids: string[];
  flags: Set<string>;
}

/**
 * Parse `<th|zh|zh-hant> <ID ...> [flags]` (zh-hant: its hand-written sections); an error message when the locale or a flag is not one of
 * `allowedFlags` (the caller prints it with the usage line).
 */
export function parseLocaleArgs(
  args: readonly string[],
  allowedFlags: readonly string[],
  t: TranslateFunction,
): { ok: true; args: LocaleArgs } | { ok: false; error?: string } {
  const [locale, ...rest] = args;
  if (!isReviewedLocale(locale)) {
    return locale === undefined
      ? { ok: false }
      : { ok: false, error: t('cli.content.error.unknown-target-locale', { locale }) };
  }
  const flags = new Set<string>();
  const ids: string[] = [];
  for (const arg of rest) {
    if (arg.startsWith('-')) {
      if (!allowedFlags.includes(arg))
        return { ok: false, error: t('cli.content.error.unknown-option', { option: arg }) };
      flags.add(arg);
    } else ids.push(arg);
  }
  return { ok: true, args: { locale, ids, flags } };
}

/** A file of the content root as the user should see it (relative to the working directory). */
export function shownPath(io: CliIo, root: string, file: string): string {
  return path.relative(io.cwd, path.join(root, file)).split(path.sep).join('/');
}
