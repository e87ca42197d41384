/**
 * `pnpm --filter @polyhedral/site build` (and `build:open`): a production build that fails safe.
 * Astro builds into a fresh folder beside the output (`.dist-next-<pid>`, given to the config as
 * POLYHEDRAL_OUT_DIR); only a build that exits 0 and wrote its index page replaces dist/ (or
 * dist-open/), by two renames. A failed build (a content error, a page that throws, an unknown
 * inline script) removes its folder and leaves the previous output exactly as it was, so a deploy
 * that copies dist/ after a failed build copies the last good site.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Build with `build(folder)` (its exit code) into a new folder; swap it in for `output` on success. */
export function buildAndSwap(
  output: string,
  build: (folder: string) => number,
  report: (line: string) => void = console.error,
): number {
  const base = path.basename(output);
  const next = path.join(path.dirname(output), `.${base}-next-${process.pid}`);
  const old = path.join(path.dirname(output), `.${base}-old-${process.pid}`);
  rmSync(next, { recursive: true, force: true });
  const status = build(next);
  if (status !== 0 || !existsSync(path.join(next, 'index.html'))) {
    rmSync(next, { recursive: true, force: true });
    const kept = existsSync(output) ? 'the previous build' : 'none yet';
    report(`build failed: ${base}/ was left as it was (${kept})`);
    return status || 1;
  }
  if (existsSync(output)) renameSync(output, old);
  renameSync(next, output);
  rmSync(old, { recursive: true, force: true });
  return 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const site = fileURLToPath(new URL('..', import.meta.url));
  const output = path.join(site, process.env.POLYHEDRAL_EDITION === 'open' ? 'dist-open' : 'dist');
  process.exitCode = buildAndSwap(output, (folder) => {
    const result = spawnSync('pnpm', ['exec', 'astro', 'build', ...process.argv.slice(2)], {
      cwd: site,
      stdio: 'inherit',
      env: { ...process.env, POLYHEDRAL_OUT_DIR: folder },
    });
    return result.status ?? 1;
  });
}
