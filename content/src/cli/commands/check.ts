/**
 * `pnpm content check`: print every problem on stdout as `file:line:column: severity ruleId message`
 * (sorted by file and position, like tsc), then a summary line; exit 1 when there is an error.
 */
import path from 'node:path';
import { checkContent } from '../../check/check-content.ts';
import { formatDiagnostic } from '../../check/diagnostic.ts';
import type { CliIo } from '../io.ts';

export const CHECK_USAGE = 'usage: pnpm content check [--errors-only]';

export function runCheck(args: readonly string[], io: CliIo): number {
  if (args.some((arg) => arg !== '--errors-only')) {
    io.stderr(`error: unknown argument "${args.find((arg) => arg !== '--errors-only')}"\n${CHECK_USAGE}`);
    return 2;
  }
  const quiet = args.includes('--errors-only');
  const result = checkContent(io.root ? { root: io.root } : {});
  const showPath = (file: string) =>
    path.relative(io.cwd, path.join(result.model.root, file)).split(path.sep).join('/');
  for (const diagnostic of result.diagnostics) {
    if (quiet && diagnostic.severity !== 'error') continue;
    io.stdout(formatDiagnostic(diagnostic, showPath));
  }
  const files = result.model.files.length;
  io.stdout(
    `content check: ${files} file${files === 1 ? '' : 's'}, ${result.errors} error${result.errors === 1 ? '' : 's'}, ${result.warnings} warning${result.warnings === 1 ? '' : 's'}`,
  );
  return result.errors > 0 ? 1 : 0;
}
