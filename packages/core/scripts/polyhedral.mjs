/**
 * The monorepo's `pnpm --silent polyhedral ...`: runs the built CLI (dist/cli.js), building it
 * first when it is missing or older than one of the source files it was built from, so the
 * root script never runs a stale CLI and never needs tsx.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const cliFile = path.join(packageDir, 'dist', 'cli.js');

function builtIsFresh() {
  try {
    const built = statSync(cliFile).mtimeMs;
    const inputs = JSON.parse(readFileSync(path.join(packageDir, 'dist', 'cli-inputs.json'), 'utf8'));
    return inputs.every((file) => statSync(path.join(packageDir, file)).mtimeMs <= built);
  } catch {
    return false;
  }
}

if (!builtIsFresh()) {
  const { buildCli } = await import('./build-cli.mjs');
  await buildCli();
}
await import(pathToFileURL(cliFile).href);
