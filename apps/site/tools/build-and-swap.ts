/**
 * `pnpm --filter @polyhedral/site build` (and `build:open`): a production build that fails safe.
 * Astro builds into a fresh folder beside the output (`.dist-next-<pid>`, given to the config as
 * POLYHEDRAL_OUT_DIR); only a build that exits 0 and wrote its index page replaces dist/ (or
 * dist-open/), by two renames. A failed build (a content error, a page that throws, an unknown
 * inline script) removes its folder and leaves the previous output exactly as it was, so a deploy
 * that copies dist/ after a failed build copies the last good site.
 *
 * A full disk, a read-only folder, no permission or an I/O error under Astro's own page writes or
 * Pagefind's index (writers the project cannot wrap) ends in the same one localized line naming
 * the file and exit 2 as one under the project's integrations, not Astro's stack trace: Astro's
 * stderr (its errors only; its other output goes to stdout as before) is held until it exits and
 * read for such a fault (build-fault-in-output.ts).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUILD_FAULT_EXIT, buildFaultLine } from '../src/integrations/build-faults.ts';
import { asOutputPath, faultInBuildOutput } from './build-fault-in-output.ts';

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
    // A fault's own line already says the last good build was kept.
    if (status === BUILD_FAULT_EXIT) return status;
    const kept = existsSync(output) ? 'the previous build' : 'none yet';
    report(`build failed: ${base}/ was left as it was (${kept})`);
    return status || 1;
  }
  if (existsSync(output)) renameSync(output, old);
  renameSync(next, output);
  rmSync(old, { recursive: true, force: true });
  return 0;
}

/** What the build printed on stderr and how it ended. */
export interface BuildRun {
  status: number;
  stderr: string;
}

/**
 * The exit code of a build that ended as `run`: a disk or folder fault it tells of becomes the one
 * line (written with `report`) and exit 2; otherwise its stderr is passed on as it was.
 */
export function endOfBuild(
  run: BuildRun,
  folder: string,
  output: string,
  report: (text: string) => void,
  env: Readonly<Record<string, string | undefined>> = process.env,
): number {
  if (run.status !== 0) {
    const fault = faultInBuildOutput(run.stderr);
    const line =
      fault === null
        ? null
        : buildFaultLine({ code: fault.code, path: asOutputPath(fault.path, folder, output) }, env);
    if (line !== null) {
      report(`${line}\n`);
      return BUILD_FAULT_EXIT;
    }
  }
  // The fresh folder is removed after a failure and renamed after a success: a path in it is told
  // as the same path in the output (an integration's own fault line names the file it wrote).
  if (run.stderr !== '') report(run.stderr.split(folder).join(output));
  return run.status;
}

/** `astro build` into `folder` (its stdout as it comes; its stderr held until it ends). */
export function astroBuild(site: string, folder: string, args: readonly string[]): BuildRun {
  // Astro's own command line, run by this Node: no package manager started in between (`pnpm exec`
  // cost about 0.5 CPU-s a build).
  const manifest = createRequire(path.join(site, 'package.json')).resolve('astro/package.json');
  const astro = path.join(path.dirname(manifest), 'bin', 'astro.mjs');
  const result = spawnSync(process.execPath, [astro, 'build', ...args], {
    cwd: site,
    stdio: ['inherit', 'inherit', 'pipe'],
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    env: { ...process.env, POLYHEDRAL_OUT_DIR: folder },
  });
  return { status: result.status ?? 1, stderr: result.stderr ?? '' };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const site = fileURLToPath(new URL('..', import.meta.url));
  // POLYHEDRAL_DIST names another folder (`build:open:check` writes dist-open-check/).
  const folderName =
    process.env.POLYHEDRAL_DIST || (process.env.POLYHEDRAL_EDITION === 'open' ? 'dist-open' : 'dist');
  const output = path.join(site, folderName);
  process.exitCode = buildAndSwap(output, (folder) =>
    endOfBuild(astroBuild(site, folder, process.argv.slice(2)), folder, output, (text) =>
      process.stderr.write(text),
    ),
  );
}
