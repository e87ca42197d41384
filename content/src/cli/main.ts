/** Entry point of `pnpm content <command>` (see run-cli.ts). */
import process from 'node:process';
import { runCli } from './run-cli.ts';

const code = runCli(process.argv.slice(2), {
  stdout: (line) => process.stdout.write(`${line}\n`),
  stderr: (line) => process.stderr.write(`${line}\n`),
  cwd: process.cwd(),
  env: process.env,
});
process.exitCode = code;
