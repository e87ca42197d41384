import { run } from './run.ts';
import { stdioSink } from './stdio-sink.ts';

/**
 * Entry point of the `polyhedral` CLI (packages/core/README.md, "CLI"): `pnpm --silent polyhedral <command> ...`.
 * Without `--locale` it speaks the environment's language (LC_ALL, LC_MESSAGES, LANG). Output goes
 * out with synchronous writes (stdio-sink.ts: no stream modules to load; a closed pipe ends it
 * quietly).
 */
process.exitCode = run(process.argv.slice(2), stdioSink(1), stdioSink(2), process.env);
