/**
 * The check pool's worker as one JavaScript module: check-worker.ts and everything it imports (the
 * content, Markdown and i18n packages, their dependencies) bundled by esbuild in memory, once per
 * process, and written once to a folder of this process's own (process-temp-folder.ts) that each
 * worker loads it from. A worker then starts in about 0.18 CPU-s, against about 0.33 CPU-s from a
 * `data:` URL (Node decodes and checks 7 MB of base64 in every worker) and about 1 CPU-s through tsx
 * (its own loader thread, then every module resolved and loaded one by one); a pool restarts a
 * worker for every check it stops at its limit. Each bundled module's `import.meta.url` is its own
 * source file's URL (so a path a module derives from it is the one it has unbundled), and `require`
 * (of Node's built-in modules, by bundled CommonJS code) resolves from check-worker.ts.
 */
import { writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { processTempFolder } from './process-temp-folder.ts';

const ENTRY = fileURLToPath(new URL('./check-worker.ts', import.meta.url));

/** `import.meta.url` of every bundled source file written as that file's URL. */
const ownImportMetaUrl: Plugin = {
  name: 'own-import-meta-url',
  setup(builder) {
    builder.onLoad({ filter: /\.[cm]?[jt]s$/ }, async (args) => {
      const text = await readFile(args.path, 'utf8');
      if (!text.includes('import.meta.url')) return undefined;
      return {
        contents: text.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)),
        loader: args.path.endsWith('ts') ? 'ts' : 'js',
      };
    });
  },
};

let bundle: Promise<URL> | undefined;

/** The worker module's file URL (built and written with the first call of the process). */
export function checkWorkerBundle(): Promise<URL> {
  bundle ??= build({
    entryPoints: [ENTRY],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    write: false,
    logLevel: 'silent',
    legalComments: 'none',
    plugins: [ownImportMetaUrl],
    banner: {
      js: `import { createRequire as polyhedralCreateRequire } from 'node:module'; const require = polyhedralCreateRequire(${JSON.stringify(ENTRY)});`,
    },
  }).then((result) => {
    const file = path.join(processTempFolder('polyhedral-check-worker'), 'check-worker.mjs');
    writeFileSync(file, result.outputFiles[0]!.contents);
    return pathToFileURL(file);
  });
  return bundle;
}
