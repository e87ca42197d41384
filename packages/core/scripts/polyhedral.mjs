/** `pnpm --silent polyhedral ...`: runs dist/cli.cjs, built first when older than its sources (run-built). */
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
