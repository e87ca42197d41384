import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const SKIP = new Set(['node_modules', 'dist', '.astro', '.turbo', 'screenshots', 'tests']);

/** The newest modification time (ms) of any file under these paths, skipping build output and tests. */
export function newestMtime(paths: readonly string[]): number {
  let newest = 0;
  const visit = (entry: string) => {
    let stats: ReturnType<typeof statSync>;
    try {
      stats = statSync(entry);
    } catch {
      return;
    }
    if (stats.isDirectory()) {
      for (const name of readdirSync(entry)) if (!SKIP.has(name)) visit(path.join(entry, name));
    } else if (stats.mtimeMs > newest) {
      newest = stats.mtimeMs;
    }
  };
  for (const entry of paths) visit(entry);
  return newest;
}

/** True when dist/ is missing or older than the site, the content or a package's sources. */
export function distIsStale(siteDir: string): boolean {
  const built = path.join(siteDir, 'dist', 'index.html');
  let builtAt: number;
  try {
    builtAt = statSync(built).mtimeMs;
  } catch {
    return true;
  }
  const repo = path.resolve(siteDir, '../..');
  const packages = readdirSync(path.join(repo, 'packages')).map((name) =>
    path.join(repo, 'packages', name, 'src'),
  );
  const sources = [
    path.join(siteDir, 'src'),
    path.join(siteDir, 'public'),
    path.join(siteDir, 'astro.config.mjs'),
    path.join(repo, 'content'),
    ...packages,
  ];
  return newestMtime(sources) > builtAt;
}
