/** Dispatch `content <command> ...` to one command file; returns the exit code. */
import { runCheck } from './commands/check.ts';
import { DIFF_USAGE, runDiff } from './commands/diff.ts';
import { runProvenance } from './commands/provenance.ts';
import { REVIEW_USAGE, runReview } from './commands/review.ts';
import { runStamp, STAMP_USAGE } from './commands/stamp.ts';
import { runStatus } from './commands/status.ts';
import type { CliIo } from './io.ts';

export const USAGE = [
  'usage: pnpm content <command>',
  '  check [--errors-only]      report content errors (exit 1) and translation warnings',
  '  status [--json]            translation coverage per locale (translated, draft, stale, missing)',
  '  provenance [--json]        source document and licence of every section',
  `  stamp <th|zh> <ID ...|--all> [--dry-run]   mark translations current (${STAMP_USAGE})`,
  `  review <th|zh> <ID ...> [--dry-run]         mark drafted sections reviewed by a native speaker (${REVIEW_USAGE})`,
  `  diff <th|zh> <ID> [--json]                  what changed in English since the translation was stamped (${DIFF_USAGE})`,
].join('\n');

export function runCli(argv: readonly string[], io: CliIo): number {
  const [command, ...args] = argv;
  switch (command) {
    case 'check':
      return runCheck(args, io);
    case 'status':
      return runStatus(args, io);
    case 'provenance':
      return runProvenance(args, io);
    case 'stamp':
      return runStamp(args, io);
    case 'review':
      return runReview(args, io);
    case 'diff':
      return runDiff(args, io);
    default:
      io.stderr(command ? `error: unknown command "${command}"\n${USAGE}` : USAGE);
      return 2;
  }
}
