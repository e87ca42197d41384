/**
 * Builds `pnpm content` (src/cli/main.ts) into dist/cli/ (docs/DECISIONS.md, "both CLIs start from
 * built files"): the start, a CommonJS bundle of main.ts (language, help, refusals, file faults) run
 * by bin.cjs from V8's code cache of START_TRAINING_RUNS (@polyhedral/cli-build's
 * code-cached-bundle), so `--help` and a refusal load nothing else; the commands, an ESM entry
 * (commands.js) split per command and shared part, loaded when a command is named (`status` never
 * loads OpenCC, signing or zip reading), with Node's compile cache; the messages read on use from
 * dist/cli/messages/; content-root.ts replaced by content-root-from-cwd.ts; dist/cli/inputs.json
 * listing the sources (scripts/content-cli.mjs rebuilds when one is newer than bin.cjs). The start
 * and the commands share no state but plain values, and errors read by their fields, not class.
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  BUNDLE_WRAPPER,
  CODE_CACHED_BUNDLE_TOOL,
  writeCodeCachedBin,
} from '@polyhedral/cli-build/code-cached-bundle';
import { messagesReadOnUse, writeWhole } from '@polyhedral/cli-build/messages-read-on-use';
import { build } from 'esbuild';

const contentDir = fileURLToPath(new URL('..', import.meta.url));
export const CLI_DIR = path.join(contentDir, 'dist', 'cli');
/** The commands' ESM entry (lazy-commands.ts), imported by the start when a command is named. */
export const CLI_COMMANDS_ENTRY = path.join(CLI_DIR, 'commands.js');
/** The bin: Node's module compile cache on (for the commands' chunks), then the start bundle. */
export const CLI_BIN = path.join(CLI_DIR, 'bin.cjs');
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
 * Node's own modules are taken with `process.getBuiltinModule`, not imported: an ESM import builds
 * the module's ESM face (node:fs's `promises` getter loads fs/promises, readline and streams) at
 * every start. exportsReadQuietly: the export names a fresh Node reads without loading the stream,
 * fs/promises, readline or worker modules (node:util's `diff` would), found in fresh processes until
 * one loads nothing; node:process: none. Importing a name left out fails the build.
 */
const quietExports = new Map();
function exportsReadQuietly(name) {
  if (!quietExports.has(name)) quietExports.set(name, listExportsReadQuietly(name));
  return quietExports.get(name);
}
function listExportsReadQuietly(name) {
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

/**
 * The start's stand-in for lazy-commands.ts: the command is loaded from the commands' ESM entry
 * (commands.js beside the start bundle, through require(): Node loads an ES module without top-level
 * await synchronously; `import()` in a vm.Script needs vm's experimental loader option, which
 * prints a warning), so the start bundle holds no command.
 */
const commandsFromTheirEntry = {
  name: 'commands-from-their-entry',
  setup(bundle) {
    bundle.onResolve({ filter: /[\\/]lazy-commands\.ts$/ }, (args) => ({
      path: args.path,
      namespace: 'commands-entry',
    }));
    bundle.onLoad({ filter: /.*/, namespace: 'commands-entry' }, () => ({
      contents: `export function loadCommand(name) {
  return Promise.resolve().then(() => require(\`\${__dirname}/commands.js\`).loadCommand(name));
}
`,
      loader: 'js',
    }));
  },
};

/**
 * Runs of the start made once at build time, in one process, before its code cache is written:
 * the functions they call are kept compiled in the cache (help, a refusal, a command's help, Thai).
 * Each finishes without loading a command (the cache is taken when the last returns).
 */
const START_TRAINING_RUNS = [
  { args: ['--help'] },
  { args: ['frobnicate'] },
  { args: ['status', '--help'] },
  { args: ['--help'], lang: 'th_TH.UTF-8' },
];

const SHARED_OPTIONS = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  minify: true,
  legalComments: 'none',
  metafile: true,
  logLevel: 'error',
};

/**
 * Build dist/cli/ (the bin, the start bundle and its code cache, the commands' entry and chunks,
 * messages, inputs.json); returns the bin, the inputs and both metafiles.
 */
export async function buildContentCli() {
  rmSync(CLI_DIR, { recursive: true, force: true });
  const messageInputs = [];
  const commands = await build({
    ...SHARED_OPTIONS,
    entryPoints: { commands: path.join(contentDir, 'src', 'cli', 'lazy-commands.ts') },
    outdir: CLI_DIR,
    splitting: true,
    format: 'esm',
    // The CommonJS dependencies inside the bundle call require() for Node's own modules.
    banner: {
      js: "const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);",
    },
    plugins: [
      messagesReadOnUse({
        outDir: CLI_DIR,
        folder: "process.getBuiltinModule('node:url').fileURLToPath(new URL('.', import.meta.url))",
        inputs: messageInputs,
      }),
      contentRootFromCwd,
      builtinsWithoutFacade,
    ],
  });
  const start = await build({
    ...SHARED_OPTIONS,
    entryPoints: [path.join(contentDir, 'src', 'cli', 'main.ts')],
    outfile: path.join(CLI_DIR, 'start.cjs'),
    write: false,
    // A CommonJS script written as one function expression, run by the bin with a code cache.
    format: 'cjs',
    ...BUNDLE_WRAPPER,
    plugins: [
      messagesReadOnUse({ outDir: CLI_DIR, folder: '__dirname', inputs: messageInputs }),
      contentRootFromCwd,
      builtinsWithoutFacade,
      commandsFromTheirEntry,
    ],
  });
  if (messageInputs.length === 0)
    throw new Error('the content CLI bundle no longer reads the i18n resource index');
  writeCodeCachedBin({
    output: start.outputFiles[0],
    what: 'the start bundle',
    stem: 'start',
    runs: START_TRAINING_RUNS,
    bin: CLI_BIN,
    title: 'pnpm content (scripts/build-cli.mjs)',
    lead: "// Node's module compile cache for the commands' chunks (commands.js, an ES module), kept beside\n// the bundle: in TMPDIR (Node's default) a full temporary folder was left with 0-byte cache files.\nprocess.getBuiltinModule('node:module').enableCompileCache?.(process.getBuiltinModule('node:path').join(__dirname, '.compile-cache'));\n",
  });
  const inputs = [
    ...new Set(
      [...Object.keys(commands.metafile.inputs), ...Object.keys(start.metafile.inputs)]
        // Files only: a plugin's stand-ins (`builtin:node:fs`) are no file to compare.
        .filter((file) => !/^[a-z-]+:/.test(file))
        .map((file) => path.resolve(process.cwd(), file))
        .concat(messageInputs, CODE_CACHED_BUNDLE_TOOL)
        .map((file) => path.relative(contentDir, file)),
    ),
  ];
  // Last: the launcher (scripts/content-cli.mjs) compares the inputs with bin.cjs.
  writeWhole(CLI_INPUTS_FILE, `${JSON.stringify(inputs, null, 2)}\n`);
  return { bin: CLI_BIN, inputs, metafile: commands.metafile, startMetafile: start.metafile };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { bin, inputs } = await buildContentCli();
  console.log(`built ${path.relative(process.cwd(), bin)} from ${inputs.length} source files`);
}
