import { run } from './run.ts';

/** Entry point of the `polyhedral` CLI (DESIGN.md "Command line contract"): `pnpm --silent polyhedral <command> ...`. */
process.exitCode = run(process.argv.slice(2));
