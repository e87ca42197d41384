/**
 * `content <command> ...`: the language, help, an unknown command, and a file fault of a command,
 * for any table of commands (run-cli.ts: every command imported, for the library and the tests;
 * lazy-commands.ts: each command loaded when named, for the built CLI, main.ts).
 */
// The translator's own module, not the package's index: a start (help, a refusal) loads no
// glossary (esbuild splits by file, so the index's re-exports would put it in the entry's chunk).
import { createTranslator } from '@polyhedral/i18n/translator';
import { fileFaultProblem } from '../write/file-fault.ts';
import { lockRefusalOf } from '../write/lock-refusal.ts';
import { writeRefusalProblem } from '../write/write-refusal.ts';
import { localeFromEnv, takeLocaleOption } from './cli-locale.ts';
import { type CliIo, failWith } from './io.ts';

/** The commands, in the order the usage lists them. */
export const COMMAND_NAMES = [
  'check',
  'status',
  'provenance',
  'stamp',
  'review',
  'diff',
  'store',
  'export',
  'import',
  'reviewer-key',
  'suggestions',
] as const;

export type CommandName = (typeof COMMAND_NAMES)[number];

/** One command: its arguments after the name in, the exit code out (a promise when it verifies or signs). */
export type ContentCommand = (args: readonly string[], io: CliIo) => number | Promise<number>;

function isCommand(name: string): name is CommandName {
  return (COMMAND_NAMES as readonly string[]).includes(name);
}

const HELP = new Set(['--help', '-h']);

/**
 * The exit code of `argv`; `commandOf` gives the named command (or a promise of it, when loaded on
 * demand). A command's file fault (a full disk, a read-only folder, no permission, an I/O error)
 * is one line naming the file, exit 2.
 */
export function dispatchCli(
  argv: readonly string[],
  io: CliIo,
  commandOf: (name: CommandName) => ContentCommand | Promise<ContentCommand>,
): number | Promise<number> {
  const option = takeLocaleOption(argv);
  const locale = (option.ok ? option.locale : undefined) ?? io.locale ?? localeFromEnv(io.env ?? {});
  const { t } = createTranslator(locale);
  if (!option.ok)
    return failWith(
      io,
      `${t('cli.content.error.unknown-locale', { locale: option.value })}\n${t('cli.content.usage')}`,
    );
  const [command, ...args] = option.args;
  if (command === undefined || command === 'help' || HELP.has(command)) {
    const asked = command !== undefined;
    (asked ? io.stdout : io.stderr)(t('cli.content.usage'));
    return asked ? 0 : 2;
  }
  if (!isCommand(command))
    return failWith(io, `${t('cli.content.error.unknown-command', { command })}\n${t('cli.content.usage')}`);
  if (args.some((arg) => HELP.has(arg))) {
    io.stdout(t(`cli.content.usage.${command}`));
    return 0;
  }
  const fault = (error: unknown): number => {
    // A writer that could not take the content lock (another writer held it): refused, exit 2.
    const locked = lockRefusalOf(error, 'content');
    const problem = locked ? writeRefusalProblem(locked) : fileFaultProblem(error);
    if (!problem) throw error;
    return failWith(io, createTranslator(locale).problem(problem));
  };
  const run = (chosen: ContentCommand) => {
    try {
      const code = chosen(args, { ...io, locale });
      // An asynchronous command's fault (import, review --key) is worded the same: one line, exit 2.
      return code instanceof Promise ? code.catch(fault) : code;
    } catch (error) {
      return fault(error);
    }
  };
  const chosen = commandOf(command);
  return chosen instanceof Promise ? chosen.then(run) : run(chosen);
}
