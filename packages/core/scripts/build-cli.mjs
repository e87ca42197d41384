/**
 * Bundles the `polyhedral` CLI (src/cli/main.ts with the core, @polyhedral/dice and the English
 * i18n texts) into one ESM file, dist/cli.js, the package's bin: plain Node, no tsx, one file to
 * load. dist/cli-inputs.json lists the source files it was built from (scripts/polyhedral.mjs
 * rebuilds when one of them is newer). Run: `node scripts/build-cli.mjs` (part of `pnpm build`).
 */
import { chmodSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
export const CLI_FILE = path.join(packageDir, 'dist', 'cli.js');
export const CLI_INPUTS_FILE = path.join(packageDir, 'dist', 'cli-inputs.json');

/** Build dist/cli.js and dist/cli-inputs.json. */
export async function buildCli() {
  const result = await build({
    entryPoints: [path.join(packageDir, 'src', 'cli', 'main.ts')],
    outfile: CLI_FILE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    minify: true,
    legalComments: 'none',
    banner: { js: '#!/usr/bin/env node' },
    metafile: true,
    logLevel: 'error',
  });
  chmodSync(CLI_FILE, 0o755);
  const inputs = Object.keys(result.metafile.inputs).map((file) =>
    path.relative(packageDir, path.resolve(process.cwd(), file)),
  );
  writeFileSync(CLI_INPUTS_FILE, `${JSON.stringify(inputs, null, 2)}\n`);
  return { file: CLI_FILE, inputs };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { file, inputs } = await buildCli();
  console.log(`built ${path.relative(process.cwd(), file)} from ${inputs.length} source files`);
}
