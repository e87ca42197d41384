/**
 * The entry of a child process that runs `content <args>` on a content root, in English, and
 * prints `{ code, out, err }` as JSON (captureCliInChild runs it, bundled once: cli-bundle.ts).
 * Its one argument is `{ "root": ..., "args": [...] }` as JSON.
 */
import { runCli } from '../../src/cli/run-cli.ts';

const { root, args } = JSON.parse(process.argv[2] ?? '{}') as { root: string; args: string[] };
const out: string[] = [];
const err: string[] = [];
const code = await runCli(args, {
  stdout: (line) => out.push(line),
  stderr: (line) => err.push(line),
  cwd: root,
  root,
  locale: 'en',
});
process.stdout.write(JSON.stringify({ code, out: out.join('\n'), err: err.join('\n') }));
