/**
 * Test entries bundled to one plain JavaScript file, once per process (esbuild, about a third of a
 * second): a child process then starts in a tenth of a second, where `node --import tsx` compiled
 * the CLI's modules again in every child (about a CPU-second each). The bundle's
 * `import.meta.url` is content-root.ts's own, so the default content root and the repository root
 * are this checkout's, as they are for the sources.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildSync } from 'esbuild';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const CONTENT_ROOT_MODULE = path.resolve(HERE, '../../src/loader/content-root.ts');

const bundles = new Map<string, string>();
let folder: string | undefined;

/** The bundled form of the TypeScript entry `entry` (a path), built on first use in this process. */
export function bundledEntry(entry: string): string {
  const known = bundles.get(entry);
  if (known) return known;
  if (!folder) {
    const made = mkdtempSync(path.join(tmpdir(), 'polyhedral-content-bundle-'));
    folder = made;
    process.once('exit', () => rmSync(made, { recursive: true, force: true }));
  }
  const outfile = path.join(folder, `${path.basename(entry, '.ts')}-${bundles.size}.mjs`);
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
    define: { 'import.meta.url': JSON.stringify(pathToFileURL(CONTENT_ROOT_MODULE).href) },
  });
  bundles.set(entry, outfile);
  return outfile;
}

/** The child entry captureCliInChild runs (cli-child.ts), bundled. */
export function cliChildBundle(): string {
  return bundledEntry(path.join(HERE, 'cli-child.ts'));
}
