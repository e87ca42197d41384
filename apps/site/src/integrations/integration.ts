import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration, AstroIntegrationLogger } from 'astro';
import { precacheUrl } from '../service-worker/offline-rules.ts';

type AfterBuild = (root: string, logger: AstroIntegrationLogger) => Promise<void>;

/** An integration from its hooks; `afterBuild` is `astro:build:done` given the built site's folder as a path. */
export function integration(
  name: string,
  { afterBuild, ...hooks }: AstroIntegration['hooks'] & { afterBuild?: AfterBuild },
): AstroIntegration {
  if (afterBuild) hooks['astro:build:done'] = ({ dir, logger }) => afterBuild(fileURLToPath(dir), logger);
  return { name, hooks };
}

/** Every file under `dir` (no folder, no link), as paths from it with `/`, in readdir's order. */
export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

/** The files under `root` whose names end in `ending`. */
export async function filesEndingIn(root: string, ending: string): Promise<string[]> {
  return (await filesUnder(root)).filter((file) => file.endsWith(ending));
}

/** The address of a built file: `en/rules/Dice/index.html` -> `/en/rules/Dice/` (the worker's precacheUrl). */
export function pagePath(file: string): string {
  return precacheUrl(`/${file.split(path.sep).join('/')}`);
}
