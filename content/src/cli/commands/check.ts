/**
 * `pnpm content check`: print every problem on stdout as `file:line:column: severity ruleId message`
 * (sorted by file and position, like tsc; messages in the CLI's locale), then a summary line;
 * exit 1 when there is an error.
 */
import { createTranslator } from '@polyhedral/i18n';
import { checkContent } from '../../check/check-content.ts';
import { formatDiagnostic } from '../../findings/diagnostic.ts';
import { type CliIo, failWith } from '../io.ts';
import { parseCommandArgs, shownPath } from './command-args.ts';

export function runCheck(args: readonly string[], io: CliIo): number {
  const locale = io.locale ?? 'en';
  const { t } = createTranslator(locale);
  const parsed = parseCommandArgs(args, { switches: ['--errors-only'] }, t);
  const error = parsed.ok
    ? parsed.args.words[0] !== undefined &&
      t('cli.content.error.unknown-argument', { argument: parsed.args.words[0] })
    : parsed.error;
  if (!parsed.ok || error) return failWith(io, `${error}\n${t('cli.content.usage.check')}`);
  const quiet = parsed.args.switches.has('--errors-only');
  const result = checkContent(io.root ? { root: io.root } : {});
  const showPath = (file: string) => shownPath(io, result.model.root, file);
  for (const diagnostic of result.diagnostics) {
    if (quiet && diagnostic.severity !== 'error') continue;
    io.stdout(formatDiagnostic(diagnostic, showPath, locale));
  }
  const count = (noun: 'file' | 'error' | 'warning', value: number) =>
    t(`cli.content.count.${noun}`, { count: value });
  io.stdout(
    t('cli.content.check.summary', {
      files: count('file', result.model.files.length),
      errors: count('error', result.errors),
      warnings: count('warning', result.warnings),
    }),
  );
  return result.errors > 0 ? 1 : 0;
}
