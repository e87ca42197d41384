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
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { isBuiltin } from 'node:module';
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

/**
 * Node's own modules taken with `process.getBuiltinModule`, not imported: an ESM import of a
 * built-in builds its ESM face (reads every export; node:fs's `promises` getter loads fs/promises,
 * readline and the stream modules), a cost every start paid. Each import of a built-in gets a
 * module exporting the same names from `process.getBuiltinModule` (getters are left out, and
 * node:process exports only itself: importing one of those fails the build rather than loading
 * it at start).
 */
/**
 * The export names of Node's module `name` that a fresh Node reads without loading the stream,
 * fs/promises, readline or worker modules (some exports are made on first read: node:util's `diff`
 * loads the stream modules). Read in fresh
 * processes until one reads them all and loads nothing. node:process: none (reading each of its
 * properties would start stdio, the workers' messaging, the option list).
 */
function exportsReadQuietly(name) {
  let keep;
  for (let round = 0; round < 5; round++) {
    const read = spawnSync(
      process.execPath,
      [
        '-e',
        `const [name, keep] = JSON.parse(process.argv[1]);
const m = process.getBuiltinModule(name);
const kept = [];
for (const key of keep ?? (m === process ? [] : Object.keys(m))) {
  const before = process.moduleLoadList.length;
  if (Object.getOwnPropertyDescriptor(m, key).get) continue;
  void m[key];
  if (!process.moduleLoadList.slice(before).some((loaded) => /stream|fs\\/promises|readline|worker/.test(loaded))) kept.push(key);
}
process.stdout.write(JSON.stringify(kept));`,
        JSON.stringify([name, keep ?? null]),
      ],
      { encoding: 'utf8' },
    );
    if (read.status !== 0) throw new Error(`cannot list the exports of ${name}: ${read.stderr}`);
    const kept = JSON.parse(read.stdout);
    if (keep !== undefined && kept.length === keep.length)
      return kept.filter((key) => /^[A-Za-z_$][\w$]*$/.test(key) && key !== 'default');
    keep = kept;
  }
  throw new Error(`the exports of ${name} kept loading modules`);
}

const builtinsWithoutFacade = {
  name: 'builtins-without-facade',
  setup(bundle) {
    bundle.onResolve({ filter: /^[a-z_:/]+$/ }, (args) =>
      isBuiltin(args.path) && args.kind === 'import-statement'
        ? { path: args.path, namespace: 'builtin' }
        : undefined,
    );
    bundle.onLoad({ filter: /.*/, namespace: 'builtin' }, (args) => {
      const names = exportsReadQuietly(args.path);
      return {
        contents: `const builtin = process.getBuiltinModule(${JSON.stringify(args.path)});
export default builtin;
${names.map((name) => `export const ${name} = builtin.${name};`).join('\n')}
`,
        loader: 'js',
      };
    });
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
      js: "const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);",
    },
    plugins: [
      messagesReadOnUse({ outDir: CLI_DIR, folder, inputs: messageInputs }),
      contentRootFromCwd,
      builtinsWithoutFacade,
    ],
  });
  if (messageInputs.length === 0)
    throw new Error('the content CLI bundle no longer reads the i18n resource index');
  const inputs = [
    // Files only: a plugin's stand-ins (`builtin:node:fs`) are no file to compare.
    ...Object.keys(result.metafile.inputs)
      .filter((file) => !/^[a-z-]+:/.test(file))
      .map((file) => path.resolve(process.cwd(), file)),
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
