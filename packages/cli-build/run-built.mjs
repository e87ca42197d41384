/**
 * Runs a built CLI of the monorepo (`pnpm polyhedral`: packages/core/scripts/polyhedral.mjs;
 * `pnpm content`: content/scripts/content-cli.mjs), building it first when it is missing or older
 * than one of the files it was built from (the JSON list `inputsFile`, paths relative to
 * `inputsBase`), so a root script never runs a stale build and never needs tsx.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

function builtIsFresh(entry, inputsFile, inputsBase) {
  try {
    const built = statSync(entry).mtimeMs;
    const inputs = JSON.parse(readFileSync(inputsFile, 'utf8'));
    return inputs.every((file) => statSync(path.join(inputsBase, file)).mtimeMs <= built);
  } catch {
    return false;
  }
}

/** Build when stale (`build`: the build's function), then import `entry`. */
export async function runBuilt({ entry, inputsFile, inputsBase, build }) {
  if (!builtIsFresh(entry, inputsFile, inputsBase)) await build();
  await import(pathToFileURL(entry).href);
}
