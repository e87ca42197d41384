/**
 * The monorepo's `pnpm content ...`: runs the built CLI (dist/cli/bin.cjs), building it first when
 * it is missing or older than one of the files it was built from (@polyhedral/cli-build's run-built). The same build is the package's turbo `build` task.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runBuilt } from '@polyhedral/cli-build/run-built';

const contentDir = fileURLToPath(new URL('..', import.meta.url));

await runBuilt({
  entry: path.join(contentDir, 'dist', 'cli', 'bin.cjs'),
  inputsFile: path.join(contentDir, 'dist', 'cli', 'inputs.json'),
  inputsBase: contentDir,
  build: async () => (await import('./build-cli.mjs')).buildContentCli(),
});
