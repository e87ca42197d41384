import { run } from './run.ts';

/** Entry point of the `polyhedral` CLI (packages/core/README.md, "CLI"): `pnpm --silent polyhedral <command> ...`. */
process.exitCode = run(process.argv.slice(2));
