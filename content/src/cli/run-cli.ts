/** Dispatch `content <command> ...` to one command file; returns the exit code. */
import { createTranslator } from '@polyhedral/i18n';
import { fileFaultProblem } from '../write/file-fault.ts';
import { localeFromEnv, takeLocaleOption } from './cli-locale.ts';
import { runCheck } from './commands/check.ts';
import { runDiff } from './commands/diff.ts';
import { runExport } from './commands/export.ts';
import { runImport } from './commands/import.ts';
import { runProvenance } from './commands/provenance.ts';
import { runReview } from './commands/review.ts';
import { runReviewerKey } from './commands/reviewer-key.ts';
import { runStamp } from './commands/stamp.ts';
import { runStatus } from './commands/status.ts';
import { runStore } from './commands/store.ts';
import { runSuggestions } from './commands/suggestions.ts';
import type { CliIo } from './io.ts';

const COMMANDS = {
  check: runCheck,
  status: runStatus,
  provenance: runProvenance,
  stamp: runStamp,
  review: runReview,
  diff: runDiff,
  store: runStore,
  export: runExport,
  import: runImport,
  'reviewer-key': runReviewerKey,
  suggestions: runSuggestions,
} as const satisfies Record<string, (args: readonly string[], io: CliIo) => number | Promise<number>>;

function isCommand(name: string): name is keyof typeof COMMANDS {
  return Object.hasOwn(COMMANDS, name);
}

const HELP = new Set(['--help', '-h']);

/** The exit code; a command that verifies or signs (Web Crypto is asynchronous) gives it as a promise. */
export function runCli(argv: readonly string[], io: CliIo): number | Promise<number> {
  const option = takeLocaleOption(argv);
  const locale = (option.ok ? option.locale : undefined) ?? io.locale ?? localeFromEnv(io.env ?? {});
  const { t } = createTranslator(locale);
  if (!option.ok) {
    io.stderr(
      `${t('cli.content.error.unknown-locale', { locale: option.value })}\n${t('cli.content.usage')}`,
    );
    return 2;
  }
  const [command, ...args] = option.args;
  if (command === undefined || command === 'help' || HELP.has(command)) {
    const asked = command !== undefined;
    (asked ? io.stdout : io.stderr)(t('cli.content.usage'));
    return asked ? 0 : 2;
  }
  if (!isCommand(command)) {
    io.stderr(`${t('cli.content.error.unknown-command', { command })}\n${t('cli.content.usage')}`);
    return 2;
  }
  if (args.some((arg) => HELP.has(arg))) {
    io.stdout(t(`cli.content.usage.${command}`));
    return 0;
  }
  try {
    return COMMANDS[command](args, { ...io, locale });
  } catch (error) {
    // A full disk, a read-only folder, no permission, an I/O error: one line naming the file.
    const fault = fileFaultProblem(error);
    if (!fault) throw error;
    io.stderr(createTranslator(locale).problem(fault));
    return 2;
  }
}
