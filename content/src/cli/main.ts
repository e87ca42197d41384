/**
 * Entry point of `pnpm content <command>` (dispatch.ts): built into dist/ (scripts/build-cli.mjs)
 * with each command in its own chunk, loaded when named (lazy-commands.ts).
 */
import process from 'node:process';
import { dispatchCli } from './dispatch.ts';
import { loadCommand } from './lazy-commands.ts';

// A reader that closes the pipe early (`pnpm content status | head`) has what it wanted: stop
// quietly instead of crashing on EPIPE.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error;
  process.exit(0);
});

const code = await dispatchCli(
  process.argv.slice(2),
  {
    stdout: (line) => process.stdout.write(`${line}\n`),
    stderr: (line) => process.stderr.write(`${line}\n`),
    cwd: process.cwd(),
    env: process.env,
  },
  loadCommand,
);
process.exitCode = code;
