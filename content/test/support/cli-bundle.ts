/**
 * Test entries bundled to one plain JavaScript file, once per process (esbuild, about a third of a
 * second): a child process then starts in a tenth of a second, where `node --import tsx` compiled
 * the CLI's modules again in every child (about a CPU-second each). The bundle's
 * `import.meta.url` is its tree's content-root.ts, so the default content root and the repository
 * root are the ones the sources would find.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildSync } from 'esbuild';
import { processAlive } from '../../src/write/process-alive.ts';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const CONTENT_ROOT_MODULE = path.resolve(HERE, '../../src/loader/content-root.ts');

const bundles = new Map<string, string>();
const scripts = new Map<string, string>();
let folder: string | undefined;

/**
 * This process's folder of bundles and other once-per-process test files (named by its pid),
 * removed when it exits. A test worker is
 * often stopped without an `exit` event, so the folders of processes that are gone are removed
 * when the next one starts. The folders live under one base per user: root's leftovers in the
 * shared temp folder must not stop a user's run (a user cannot write into or remove them), and a
 * folder that cannot be removed is left for its owner.
 */
export function processFolder(): string {
  if (!folder) {
    const base = path.join(tmpdir(), `polyhedral-content-bundles-${process.getuid?.() ?? 'user'}`);
    mkdirSync(base, { recursive: true });
    for (const name of readdirSync(base)) {
      if (!/^\d+$/.test(name) || processAlive(Number(name))) continue;
      try {
        rmSync(path.join(base, name), { recursive: true, force: true });
      } catch {
        // Not ours to remove (or already going): the next run of its owner removes it.
      }
    }
    const made = path.join(base, String(process.pid));
    mkdirSync(made, { recursive: true });
    folder = made;
    process.once('exit', () => rmSync(made, { recursive: true, force: true }));
  }
  return folder;
}

/**
 * The bundled form of the TypeScript entry `entry` (a path), built on first use in this process.
 * `contentRootModule`: the content-root.ts whose URL the bundle takes as `import.meta.url` (a
 * clone's own, for the clone's CLI entry).
 */
export function bundledEntry(entry: string, contentRootModule = CONTENT_ROOT_MODULE): string {
  const known = bundles.get(entry);
  if (known) return known;
  const outfile = path.join(processFolder(), `${path.basename(entry, '.ts')}-${bundles.size}.mjs`);
  buildSync({
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outfile,
    logLevel: 'error',
    // The CommonJS dependencies inside the bundle call require() for node's own modules.
    banner: {
      js: "import { createRequire as polyhedralRequire } from 'node:module';\nconst require = polyhedralRequire(import.meta.url);",
    },
    define: { 'import.meta.url': JSON.stringify(pathToFileURL(contentRootModule).href) },
  });
  bundles.set(entry, outfile);
  return outfile;
}

/**
 * A test's own child script (TypeScript source importing modules by absolute path), bundled once
 * per process and per text: its parameters come from its arguments, not its text.
 */
export function bundledScript(name: string, source: string): string {
  const known = scripts.get(source);
  if (known) return known;
  const entry = path.join(processFolder(), `${name}-${scripts.size}.ts`);
  writeFileSync(entry, source);
  const bundle = bundledEntry(entry);
  scripts.set(source, bundle);
  return bundle;
}

/** The real `pnpm content` entry (src/cli/main.ts) of the content package at `contentDir`, bundled. */
export function contentCliBundle(contentDir: string): string {
  return bundledEntry(
    path.join(contentDir, 'src/cli/main.ts'),
    path.join(contentDir, 'src/loader/content-root.ts'),
  );
}
