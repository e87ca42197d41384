import { run } from './run.ts';

// A reader that closes the pipe early (`polyhedral dice 1d1000 | head`) has what it wanted: stop
// quietly instead of crashing on EPIPE.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error;
  process.exit(0);
});

/**
 * Entry point of the `polyhedral` CLI (packages/core/README.md, "CLI"): `pnpm --silent polyhedral <command> ...`.
 * Without `--locale` it speaks the environment's language (LC_ALL, LC_MESSAGES, LANG).
 */
process.exitCode = run(process.argv.slice(2), process.stdout, process.stderr, process.env);
