/** Entry point of `pnpm content <command>` (see run-cli.ts). */
import process from 'node:process';
import { runCli } from './run-cli.ts';

// A reader that closes the pipe early (`pnpm content status | head`) has what it wanted: stop
// quietly instead of crashing on EPIPE.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error;
  process.exit(0);
});

const code = await runCli(process.argv.slice(2), {
  stdout: (line) => process.stdout.write(`${line}\n`),
  stderr: (line) => process.stderr.write(`${line}\n`),
  cwd: process.cwd(),
  env: process.env,
});
process.exitCode = code;
