/**
 * The monorepo's `pnpm --silent polyhedral ...`: runs the built CLI (dist/cli.cjs), building it
 * first when it is missing or older than one of the source files it was built from
 * (scripts/run-built.mjs at the repository root).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runBuilt } from '../../../scripts/run-built.mjs';

const packageDir = fileURLToPath(new URL('..', import.meta.url));

await runBuilt({
  entry: path.join(packageDir, 'dist', 'cli.cjs'),
  inputsFile: path.join(packageDir, 'dist', 'cli-inputs.json'),
  inputsBase: packageDir,
  build: async () => (await import('./build-cli.mjs')).buildCli(),
});
