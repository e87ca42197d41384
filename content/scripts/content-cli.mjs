/**
 * The monorepo's `pnpm content ...`: runs the built CLI (dist/cli/main.js), building it first when
 * it is missing or older than one of the files it was built from (dist/cli/inputs.json), so the
 * root script never runs a stale CLI. The same build is the package's turbo `build` task.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const contentDir = fileURLToPath(new URL('..', import.meta.url));
const entry = path.join(contentDir, 'dist', 'cli', 'main.js');

function builtIsFresh() {
  try {
    const built = statSync(entry).mtimeMs;
    const inputs = JSON.parse(readFileSync(path.join(contentDir, 'dist', 'cli', 'inputs.json'), 'utf8'));
    return inputs.every((file) => statSync(path.join(contentDir, file)).mtimeMs <= built);
  } catch {
    return false;
  }
}

if (!builtIsFresh()) {
  const { buildContentCli } = await import('./build-cli.mjs');
  await buildContentCli();
}
await import(pathToFileURL(entry).href);
