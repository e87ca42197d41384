/**
 * The monorepo's `pnpm --silent polyhedral ...`: runs the built CLI (dist/cli.cjs), building it
 * first when it is missing or older than one of the source files it was built from
 * (@polyhedral/cli-build's run-built).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runBuilt } from '@polyhedral/cli-build/run-built';

const packageDir = fileURLToPath(new URL('..', import.meta.url));

await runBuilt({
  entry: path.join(packageDir, 'dist', 'cli.cjs'),
  inputsFile: path.join(packageDir, 'dist', 'cli-inputs.json'),
  inputsBase: packageDir,
  build: async () => (await import('./build-cli.mjs')).buildCli(),
});
