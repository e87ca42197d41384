import { readdir } from 'node:fs/promises';
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
