/** `pnpm content check`: print every problem as `file:line:column: severity ruleId message`; exit 1 on errors. */
import path from 'node:path';
import { checkContent } from '../../check/check-content.ts';
import { formatDiagnostic } from '../../check/diagnostic.ts';
import type { CliIo } from '../io.ts';

export function runCheck(args: readonly string[], io: CliIo): number {
  const quiet = args.includes('--errors-only');
  const result = checkContent(io.root ? { root: io.root } : {});
  const showPath = (file: string) =>
    path.relative(io.cwd, path.join(result.model.root, file)).split(path.sep).join('/');
  for (const diagnostic of result.diagnostics) {
    if (quiet && diagnostic.severity !== 'error') continue;
    const line = formatDiagnostic(diagnostic, showPath);
    if (diagnostic.severity === 'error') io.stderr(line);
    else io.stdout(line);
  }
  const files = result.model.files.length;
  io.stdout(
    `content check: ${files} files, ${result.errors} error${result.errors === 1 ? '' : 's'}, ${result.warnings} warning${result.warnings === 1 ? '' : 's'}`,
  );
  return result.errors > 0 ? 1 : 0;
}
