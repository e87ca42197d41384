/**
 * Bundles the `polyhedral` CLI into dist/cli-main.<hash>.cjs, started by dist/cli.cjs (plain Node).
 * Its start path is kept small (README, "Start-up"): message files read on use, costly modules
 * evaluated on first call (EVALUATED_ON_FIRST_CALL), V8's code cache of TRAINING_RUNS. Every file
 * is written whole and named by the hash, so a CLI started mid-build never reads half a file.
 * dist/cli-inputs.json lists the sources (scripts/polyhedral.mjs rebuilds when one is newer).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  BUNDLE_WRAPPER,
  CODE_CACHED_BUNDLE_TOOL,
  writeCodeCachedBin,
} from '@polyhedral/cli-build/code-cached-bundle';
import { messagesReadOnUse, writeWhole } from '@polyhedral/cli-build/messages-read-on-use';
import { build } from 'esbuild';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const distDir = path.join(packageDir, 'dist');
export const CLI_FILE = path.join(distDir, 'cli.cjs');
export const CLI_MESSAGES_DIR = path.join(distDir, 'messages');
export const CLI_GLOSSARY_DIR = path.join(distDir, 'glossary');
export const CLI_INPUTS_FILE = path.join(distDir, 'cli-inputs.json');

/**
 * Modules whose top level is costly and which only some commands call, with the functions the CLI
 * takes from each, evaluated on the first call (a key: a package or a source file's name):
 * - string-width builds an Intl.Segmenter and Unicode regular expressions: ~38 ms of CPU, more than
 *   the rest of the bundle, for a run that prints no table;
 * - the glossary (68 KB of terms) is read on use from dist/glossary/ (glossaryReadOnUse);
 * - the rulesets' condition tables (~100 KB of objects, ~0.3 ms) for a run that rolls dice.
 */
const EVALUATED_ON_FIRST_CALL = {
  'string-width': ['default'],
  '@polyhedral/i18n/glossary': ['termName'],
  'condition-rules.ts': ['conditionRulesFor'],
};

/**
 * A stand-in for each module of EVALUATED_ON_FIRST_CALL whose functions `require`, inside the
 * call, a module re-exporting just those (esbuild makes it a lazily run wrapper, still bundled).
 * An import of another name fails the build.
 */
const evaluatedOnFirstCall = {
  name: 'evaluated-on-first-call',
  setup(bundle) {
    const escaped = Object.keys(EVALUATED_ON_FIRST_CALL).map((name) => name.replace(/[/.]/g, '\\$&'));
    const names = new RegExp(`(^|/)(${escaped.join('|')})$`);
    bundle.onResolve({ filter: names }, (args) =>
      args.kind === 'require-call' || args.namespace === 'first-call-target'
        ? undefined
        : { path: args.path, namespace: 'first-call', pluginData: { resolveDir: args.resolveDir } },
    );
    bundle.onResolve({ filter: /^first-call-target:/ }, (args) => ({
      path: args.path.slice('first-call-target:'.length),
      namespace: 'first-call-target',
      pluginData: args.pluginData,
    }));
    const exportsOf = (module) =>
      EVALUATED_ON_FIRST_CALL[module] ?? EVALUATED_ON_FIRST_CALL[path.basename(module)];
    bundle.onLoad({ filter: /.*/, namespace: 'first-call' }, (args) => ({
      contents: `let loaded;
const evaluated = () => (loaded ??= require(${JSON.stringify(`first-call-target:${args.path}`)}));
${exportsOf(args.path)
  .map((name) =>
    name === 'default'
      ? 'export default function firstCall(...args) {\n  return evaluated().default(...args);\n}'
      : `export function ${name}(...args) {\n  return evaluated().${name}(...args);\n}`,
  )
  .join('\n')}
`,
      loader: 'js',
      resolveDir: args.pluginData.resolveDir,
      pluginData: args.pluginData,
    }));
    bundle.onLoad({ filter: /.*/, namespace: 'first-call-target' }, (args) => ({
      contents: `export { ${exportsOf(args.path).join(', ')} } from ${JSON.stringify(args.path)};\n`,
      loader: 'js',
      resolveDir: args.pluginData.resolveDir,
    }));
  },
};

/** The glossary's JSON files copied (minified) to dist/glossary/ and read on evaluation, not bundled. */
function glossaryReadOnUse(copied) {
  return {
    name: 'glossary-read-on-use',
    setup(bundle) {
      bundle.onLoad({ filter: /[\\/]i18n[\\/]src[\\/]glossary[\\/][^\\/]+\.json$/ }, (args) => {
        const name = path.basename(args.path);
        mkdirSync(CLI_GLOSSARY_DIR, { recursive: true });
        writeWhole(
          path.join(CLI_GLOSSARY_DIR, name),
          JSON.stringify(JSON.parse(readFileSync(args.path, 'utf8'))),
        );
        copied.push({ name, file: args.path });
        return {
          contents: `export default JSON.parse(process.getBuiltinModule('node:fs').readFileSync(__dirname + ${JSON.stringify(`/glossary/${name}`)}, 'utf8'));`,
          loader: 'js',
        };
      });
    },
  };
}

/**
 * zh-hant's words (strings, term names, definitions: @polyhedral/i18n's zhHantLocaleData) made
 * once at build time and written to dist/zh-hant.json; src/cli/derived-locale.ts is replaced in
 * the bundle by a module that reads them on the first zh-hant run (OpenCC is not bundled).
 */
async function writeDerivedLocaleWords() {
  const script = await build({
    stdin: {
      contents: `import { zhHantLocaleData } from '@polyhedral/i18n/zh-hant';
process.stdout.write(JSON.stringify(zhHantLocaleData()));`,
      resolveDir: packageDir,
      loader: 'js',
    },
    bundle: true,
    platform: 'node',
    format: 'esm',
    write: false,
    logLevel: 'error',
  });
  const file = path.join(distDir, `.zh-hant-words-${process.pid}.mjs`);
  writeWhole(file, script.outputFiles[0].contents);
  try {
    const words = execFileSync(process.execPath, [file], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    writeWhole(path.join(distDir, 'zh-hant.json'), words);
  } finally {
    rmSync(file, { force: true });
  }
}

const derivedLocaleReadOnUse = {
  name: 'derived-locale-read-on-use',
  setup(bundle) {
    bundle.onLoad({ filter: /[\\/]src[\\/]cli[\\/]derived-locale\.ts$/ }, () => ({
      contents: `import { hasDerivedLocale, installDerivedLocale } from '@polyhedral/i18n';
export function installCliDerivedLocale(locale) {
  if (hasDerivedLocale(locale)) return;
  installDerivedLocale(locale, JSON.parse(process.getBuiltinModule('node:fs').readFileSync(__dirname + '/' + locale + '.json', 'utf8')));
}`,
      loader: 'js',
      resolveDir: path.join(packageDir, 'src', 'cli'),
    }));
  },
};

/**
 * `polyhedral mcp`'s server (src/cli/mcp/serve-mcp.ts with the MCP SDK and zod/mini) is a bundle apart,
 * dist/mcp.cjs, required by the CLI bundle only when `mcp` runs: no other command reads or parses
 * it, and the package installs no dependency for it (the SDK's closure is about a hundred packages).
 */
const MCP_FILE = path.join(distDir, 'mcp.cjs');
const mcpBundleApart = {
  name: 'mcp-bundle-apart',
  setup(bundle) {
    // cli/main.ts's import of the server: a stand-in requiring dist/mcp.cjs when `mcp` runs.
    bundle.onResolve({ filter: /[\\/]mcp[\\/]serve-mcp\.ts$/ }, () => ({
      path: 'serve-mcp',
      namespace: 'mcp-apart',
    }));
    bundle.onLoad({ filter: /.*/, namespace: 'mcp-apart' }, () => ({
      contents: "module.exports = require('./mcp.cjs');",
      loader: 'js',
    }));
    bundle.onResolve({ filter: /^\.\/mcp\.cjs$/ }, () => ({ path: './mcp.cjs', external: true }));
  },
};

/** dist/mcp.cjs, written whole; the source files it was made from (for cli-inputs.json). */
async function buildMcpBundle(messageInputs) {
  const result = await build({
    entryPoints: [path.join(packageDir, 'src', 'cli', 'mcp', 'serve-mcp.ts')],
    write: false,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    minify: true,
    legalComments: 'none',
    metafile: true,
    logLevel: 'error',
    plugins: [
      messagesReadOnUse({ outDir: distDir, folder: '__dirname', inputs: messageInputs }),
      derivedLocaleReadOnUse,
    ],
  });
  writeWhole(MCP_FILE, result.outputFiles[0].contents);
  return Object.keys(result.metafile.inputs)
    .filter((file) => !/^[a-z-]+:/.test(file))
    .map((file) => path.resolve(process.cwd(), file));
}

/** The common runs, made at build time before the code cache is written, so their functions are in it. */
const TRAINING_RUNS = [
  { args: ['dice', '4d6kh3', '--json'] },
  { args: ['dice', '2d20kh1+5'] },
  { args: ['dice', '3d'], lang: 'th_TH.UTF-8' },
  { args: ['d20', '--modifier', '5', '--dc', '15', '--json'] },
  { args: ['--help'] },
  { args: ['tables'] },
];

/** Build dist/cli.cjs, dist/cli-main.<hash>.cjs and its code cache, dist/messages/<locale>/*.json, dist/glossary/*.json and dist/cli-inputs.json. */
export async function buildCli() {
  const messageInputs = [];
  const glossaryFiles = [];
  rmSync(CLI_GLOSSARY_DIR, { recursive: true, force: true });
  mkdirSync(distDir, { recursive: true });
  await writeDerivedLocaleWords();
  const result = await build({
    entryPoints: [path.join(packageDir, 'src', 'cli', 'main.ts')],
    outfile: path.join(distDir, 'cli-main.cjs'),
    write: false,
    bundle: true,
    platform: 'node',
    // A CommonJS script written as one function expression: the bin runs it through vm.Script with
    // a code cache (@polyhedral/cli-build's code-cached-bundle).
    format: 'cjs',
    ...BUNDLE_WRAPPER,
    target: 'node20',
    minify: true,
    legalComments: 'none',
    metafile: true,
    logLevel: 'error',
    plugins: [
      messagesReadOnUse({ outDir: distDir, folder: '__dirname', inputs: messageInputs }),
      evaluatedOnFirstCall,
      glossaryReadOnUse(glossaryFiles),
      derivedLocaleReadOnUse,
      mcpBundleApart,
    ],
  });
  const mcpInputs = await buildMcpBundle(messageInputs);
  if (messageInputs.length === 0) throw new Error('the CLI bundle no longer reads the i18n resource index');
  const text = result.outputFiles[0].text;
  for (const { name, file } of glossaryFiles)
    if (text.includes(`/glossary/${name}`)) messageInputs.push(file);
    else rmSync(path.join(CLI_GLOSSARY_DIR, name));
  if (!messageInputs.some((file) => file.endsWith('terms.json')))
    throw new Error('the CLI bundle no longer reads the glossary terms on use');
  const bundleName = writeCodeCachedBin({
    output: result.outputFiles[0],
    what: 'the CLI bundle',
    stem: 'cli-main',
    runs: TRAINING_RUNS,
    bin: CLI_FILE,
    title: 'The polyhedral CLI (scripts/build-cli.mjs)',
  });
  // Earlier bundles and their caches, and the ES module bin of before.
  for (const entry of readdirSync(distDir))
    if ((/^cli-main\./.test(entry) && !entry.startsWith(`${bundleName}`)) || entry === 'cli.js')
      rmSync(path.join(distDir, entry), { force: true });
  const inputs = [
    // Files only: a plugin's stand-ins (`first-call:string-width`) are no file to compare.
    ...Object.keys(result.metafile.inputs)
      .filter((file) => !/^[a-z-]+:/.test(file))
      .map((file) => path.relative(packageDir, path.resolve(process.cwd(), file))),
    ...[...messageInputs, ...mcpInputs, CODE_CACHED_BUNDLE_TOOL].map((file) =>
      path.relative(packageDir, file),
    ),
  ];
  writeWhole(CLI_INPUTS_FILE, `${JSON.stringify(inputs, null, 2)}\n`);
  return { file: CLI_FILE, inputs };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { file, inputs } = await buildCli();
  console.log(`built ${path.relative(process.cwd(), file)} from ${inputs.length} source files`);
}
