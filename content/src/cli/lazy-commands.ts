/**
 * The built CLI's commands (main.ts): each loaded when it is named, so the bundle splits them into
 * chunks (scripts/build-cli.mjs) and `--help`, a refusal or `status` never loads what another
 * command needs (OpenCC for zh-hant, signing, zip reading).
 */
import type { CommandName, ContentCommand } from './dispatch.ts';

const LOADERS = {
  check: async () => (await import('./commands/check.ts')).runCheck,
  status: async () => (await import('./commands/status.ts')).runStatus,
  provenance: async () => (await import('./commands/provenance.ts')).runProvenance,
  stamp: async () => (await import('./commands/stamp.ts')).runStamp,
  review: async () => (await import('./commands/review.ts')).runReview,
  diff: async () => (await import('./commands/diff.ts')).runDiff,
  store: async () => (await import('./commands/store.ts')).runStore,
  export: async () => (await import('./commands/export.ts')).runExport,
  import: async () => (await import('./commands/import.ts')).runImport,
  'reviewer-key': async () => (await import('./commands/reviewer-key.ts')).runReviewerKey,
  suggestions: async () => (await import('./commands/suggestions.ts')).runSuggestions,
} as const satisfies Record<CommandName, () => Promise<ContentCommand>>;

export function loadCommand(name: CommandName): Promise<ContentCommand> {
  return LOADERS[name]();
}
