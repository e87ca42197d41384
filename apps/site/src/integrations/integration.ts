import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration, AstroIntegrationLogger } from 'astro';

type AfterBuild = (root: string, logger: AstroIntegrationLogger) => Promise<void>;

/** An integration from its hooks; `afterBuild` is `astro:build:done` given the built site's folder as a path. */
export function integration(
  name: string,
  { afterBuild, ...hooks }: AstroIntegration['hooks'] & { afterBuild?: AfterBuild },
): AstroIntegration {
  if (afterBuild) hooks['astro:build:done'] = ({ dir, logger }) => afterBuild(fileURLToPath(dir), logger);
  return { name, hooks };
}

/** The files under `root` whose names end in `ending`, as paths from it, in readdir's order. */
export async function filesEndingIn(root: string, ending: string): Promise<string[]> {
  return (await readdir(root, { recursive: true, encoding: 'utf8' })).filter((file) => file.endsWith(ending));
}

/** Every file under `dir`, as paths from it with `/`. */
export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => !entry.isDirectory())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

/** The address of a built file: `en/rules/Dice/index.html` -> `/en/rules/Dice/`. */
export function pagePath(file: string): string {
  const url = `/${file.split(path.sep).join('/')}`;
  return url.endsWith('/index.html') ? url.slice(0, -'index.html'.length) : url;
}
