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
import { type CommandName, type ContentCommand, dispatchCli } from './dispatch.ts';
import type { CliIo } from './io.ts';

/** Every command, imported (the library's and the tests' runCli; the built CLI loads one: lazy-commands.ts). */
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
} as const satisfies Record<CommandName, ContentCommand>;

/** The exit code; a command that verifies or signs (Web Crypto is asynchronous) gives it as a promise. */
export function runCli(argv: readonly string[], io: CliIo): number | Promise<number> {
  return dispatchCli(argv, io, (name) => COMMANDS[name]);
}
