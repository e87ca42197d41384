/**
 * Entry point of `pnpm content <command>` (dispatch.ts): built (scripts/build-cli.mjs) into a
 * CommonJS start bundle, and each command in its own chunk, loaded when named (lazy-commands.ts).
 * No top-level await (a CommonJS bundle has none): a command that loads, verifies or signs answers
 * with a promise, and the exit code is set when it settles.
 */
import process from 'node:process';
import { stdioSink } from '@polyhedral/core/cli';
import { dispatchCli } from './dispatch.ts';
import { loadCommand } from './lazy-commands.ts';

// Synchronous writes, not process.stdout (whose stream modules cost every start); a reader that
// closes the pipe early (`pnpm content status | head`) has what it wanted: exit 0, quietly.
const out = stdioSink(1);
const err = stdioSink(2);

const code = dispatchCli(
  process.argv.slice(2),
  {
    stdout: (line) => out.write(`${line}\n`),
    stderr: (line) => err.write(`${line}\n`),
    cwd: process.cwd(),
    env: process.env,
  },
  loadCommand,
);
if (typeof code === 'number') process.exitCode = code;
else
  void code.then((settled) => {
    process.exitCode = settled;
  });
