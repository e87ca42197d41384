/**
 * The one way `pnpm content <command>` reads its arguments: node:util.parseArgs (tokens), so
 * `--out FILE` and `--out=FILE` are the same, `--` ends the options, and every command refuses
 * an option it does not know with the same localized message. Shared helpers: `<locale> <ID ...>`
 * for `stamp`, `review` and `diff`, and file paths as shown.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { TranslateFunction } from '@polyhedral/i18n';
import { isReviewedLocale, type ReaderLocale } from '../../model/types.ts';
import type { CliIo } from '../io.ts';

/** A command's options, written as typed (`--out`): those that take a value and the switches. */
export interface ArgSpec {
  values?: readonly string[];
  switches?: readonly string[];
}

export interface CommandArgs {
  /** Positional words, in order (everything after `--` too). */
  words: string[];
  /** `--out FILE` or `--out=FILE`, by the option as typed (`--out`); the last one given wins. */
  values: Map<string, string>;
  switches: Set<string>;
}

export type ParsedArgs = { ok: true; args: CommandArgs } | { ok: false; error: string };

/** Read `args` by `spec`; an unknown option, a value missing or given to a switch is refused. */
export function parseCommandArgs(args: readonly string[], spec: ArgSpec, t: TranslateFunction): ParsedArgs {
  const options: Record<string, { type: 'string' | 'boolean' }> = {};
  for (const name of spec.values ?? []) options[name.slice(2)] = { type: 'string' };
  for (const name of spec.switches ?? []) options[name.slice(2)] = { type: 'boolean' };
  // strict: false so that every problem is ours to word (parseArgs' own errors are English).
  const { tokens } = parseArgs({
    args: [...args],
    options,
    strict: false,
    allowPositionals: true,
    tokens: true,
  });
  const parsed: CommandArgs = { words: [], values: new Map(), switches: new Set() };
  for (const token of tokens) {
    if (token.kind === 'positional') parsed.words.push(token.value);
    if (token.kind !== 'option') continue;
    const option = `--${token.name}`;
    const known = Object.hasOwn(options, token.name) && token.rawName.startsWith('--');
    if (!known) return { ok: false, error: t('cli.content.error.unknown-option', { option: token.rawName }) };
    if (options[token.name]!.type === 'boolean') {
      if (token.value !== undefined) {
        return { ok: false, error: t('cli.content.error.unknown-option', { option: token.rawName }) };
      }
      parsed.switches.add(option);
      continue;
    }
    // `--out --dry-run` is a forgotten value, not a file named "--dry-run" (`--out=-x` names one).
    const value = token.value;
    if (value === undefined || (!token.inlineValue && value.startsWith('-') && value !== '-')) {
      return { ok: false, error: t('handback.error.option-value', { option }) };
    }
    parsed.values.set(option, value);
  }
  return { ok: true, args: parsed };
}

export interface LocaleArgs {
  locale: ReaderLocale;
  ids: string[];
  flags: Set<string>;
  values: Map<string, string>;
}

/**
 * Parse `<th|zh|zh-hant> <ID ...> [options]` (zh-hant: its hand-written sections); an error
 * message when the locale or an option is not one of `spec` (the caller prints it with the usage
 * line); no error at all when the locale is missing.
 */
export function parseLocaleArgs(
  args: readonly string[],
  spec: ArgSpec,
  t: TranslateFunction,
): { ok: true; args: LocaleArgs } | { ok: false; error?: string } {
  const parsed = parseCommandArgs(args, spec, t);
  if (!parsed.ok) return parsed;
  const [locale, ...ids] = parsed.args.words;
  if (!isReviewedLocale(locale)) {
    return locale === undefined
      ? { ok: false }
      : { ok: false, error: t('cli.content.error.unknown-target-locale', { locale }) };
  }
  return { ok: true, args: { locale, ids, flags: parsed.args.switches, values: parsed.args.values } };
}

/** What a command refuses a wrong request with: what is wrong, when anything is said, then its usage. */
export function usageError(parsed: { ok: boolean; error?: string }, usage: string): string {
  return !parsed.ok && parsed.error ? `${parsed.error}\n${usage}` : usage;
}

/** A file of the content root as the user should see it (relative to the working directory). */
export function shownPath(io: CliIo, root: string, file: string): string {
  return path.relative(io.cwd, path.join(root, file)).split(path.sep).join('/');
}
