/**
 * Builds the `pnpm content` CLI (src/cli/main.ts) into dist/cli/: an ESM entry, main.js, and one
 * chunk per command and per part they share (esbuild splitting; lazy-commands.ts loads a command
 * when it is named), so `--help`, a refusal or `status` never loads OpenCC, signing or zip reading.
 * - the messages are read on use from dist/cli/messages/ (i18n's tools/messages-read-on-use.mjs),
 *   not compiled into the bundle;
 * - content-root.ts (which finds content/ from its own source file) is replaced by
 *   content-root-from-cwd.ts: the repository above the working directory;
 * - dist/cli/bin.js turns Node's module compile cache on before it imports the entry (every chunk
 *   is compiled before the entry runs, so the entry cannot do it itself);
 * - dist/cli/inputs.json lists the files it was built from (scripts/content-cli.mjs, the root
 *   `pnpm content` script, rebuilds when one of them is newer than bin.js).
 * Run: `node scripts/build-cli.mjs` (the package's `build`, a turbo task of `pnpm build`).
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { messagesReadOnUse, writeWhole } from '../../packages/i18n/tools/messages-read-on-use.mjs';

const contentDir = fileURLToPath(new URL('..', import.meta.url));
export const CLI_DIR = path.join(contentDir, 'dist', 'cli');
export const CLI_ENTRY = path.join(CLI_DIR, 'main.js');
/** The start file: Node's module compile cache on, then the entry. */
export const CLI_BIN = path.join(CLI_DIR, 'bin.js');
export const CLI_INPUTS_FILE = path.join(CLI_DIR, 'inputs.json');
const CONTENT_ROOT_FROM_CWD = path.join(contentDir, 'src', 'loader', 'content-root-from-cwd.ts');

/** Every import of content-root.ts gets content-root-from-cwd.ts. */
const contentRootFromCwd = {
  name: 'content-root-from-cwd',
  setup(bundle) {
    bundle.onResolve({ filter: /(^|[\\/])content-root\.ts$/ }, () => ({ path: CONTENT_ROOT_FROM_CWD }));
  },
};

/** Build dist/cli/ (entry, chunks, messages, inputs.json); returns the entry and the inputs. */
export async function buildContentCli() {
  rmSync(CLI_DIR, { recursive: true, force: true });
  const messageInputs = [];
  const folder = "process.getBuiltinModule('node:url').fileURLToPath(new URL('.', import.meta.url))";
  const result = await build({
    entryPoints: [path.join(contentDir, 'src', 'cli', 'main.ts')],
    outdir: CLI_DIR,
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    minify: true,
    legalComments: 'none',
    metafile: true,
    logLevel: 'error',
    // The CommonJS dependencies inside the bundle call require() for Node's own modules.
    banner: {
      js: "import { createRequire as polyhedralRequire } from 'node:module';\nconst require = polyhedralRequire(import.meta.url);",
    },
    plugins: [messagesReadOnUse({ outDir: CLI_DIR, folder, inputs: messageInputs }), contentRootFromCwd],
  });
  if (messageInputs.length === 0)
    throw new Error('the content CLI bundle no longer reads the i18n resource index');
  const inputs = [
    ...Object.keys(result.metafile.inputs).map((file) => path.resolve(process.cwd(), file)),
    ...messageInputs,
  ].map((file) => path.relative(contentDir, file));
  writeWhole(
    CLI_BIN,
    "// pnpm content (scripts/build-cli.mjs): Node's module compile cache on, then the entry and its chunks.\nprocess.getBuiltinModule?.('node:module').enableCompileCache?.();\nawait import('./main.js');\n",
  );
  // Last: the launcher (scripts/content-cli.mjs) compares the inputs with bin.js.
  writeWhole(CLI_INPUTS_FILE, `${JSON.stringify(inputs, null, 2)}\n`);
  return { entry: CLI_ENTRY, inputs, metafile: result.metafile };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { entry, inputs } = await buildContentCli();
  console.log(`built ${path.relative(process.cwd(), entry)} from ${inputs.length} source files`);
}
