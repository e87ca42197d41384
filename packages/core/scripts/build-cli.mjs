/**
 * Bundles the `polyhedral` CLI (src/cli/main.ts with the core, @polyhedral/dice and the i18n
 * loader) into one ESM file, dist/cli-main.js, started by a small bin, dist/cli.js: plain Node, no
 * tsx. Its start path is kept small (packages/core/README.md, "Start-up"; docs/DECISIONS.md):
 * - the message files are not compiled into the bundle as JavaScript: each resource file is copied
 *   (minified) to dist/messages/<locale>/<namespace>.json and read with JSON.parse the first time
 *   a message of that namespace is asked for, so `dice --json` reads none and a Thai error reads
 *   the error namespaces of th and en only. The i18n package's
 *   generated index (resource-files.generated.ts) is swapped for that reader at bundle time;
 * - the bin turns on Node's module compile cache (`module.enableCompileCache()`, where the Node
 *   has it) before it imports the bundle, so later runs skip compiling it.
 * dist/cli-inputs.json lists the source files it was built from (scripts/polyhedral.mjs rebuilds
 * when one of them is newer). Run: `node scripts/build-cli.mjs` (part of `pnpm build`).
 */
import { chmodSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const distDir = path.join(packageDir, 'dist');
export const CLI_FILE = path.join(distDir, 'cli.js');
export const CLI_BUNDLE_FILE = path.join(distDir, 'cli-main.js');
export const CLI_MESSAGES_DIR = path.join(distDir, 'messages');
export const CLI_INPUTS_FILE = path.join(distDir, 'cli-inputs.json');
const GENERATED_INDEX = /[\\/]resources[\\/]resource-files\.generated\.ts$/;

/**
 * Modules whose top level is costly and which only some commands call: the bundle evaluates each
 * on its first call, not at start. string-width builds an Intl.Segmenter and four Unicode property
 * regular expressions (RGI_Emoji among them) when it loads: ~38 ms of CPU, more than the rest of
 * the bundle, for a run that prints no table (`dice --json`, every error line).
 */
const EVALUATED_ON_FIRST_CALL = ['string-width'];

/**
 * Puts a stand-in in place of each module of EVALUATED_ON_FIRST_CALL (its default export only):
 * the stand-in `require`s the module inside the call, which esbuild turns into a lazily run
 * wrapper in the bundle (the module itself is still bundled, not read from node_modules).
 */
const evaluatedOnFirstCall = {
  name: 'evaluated-on-first-call',
  setup(bundle) {
    const names = new RegExp(`^(${EVALUATED_ON_FIRST_CALL.join('|')})$`);
    bundle.onResolve({ filter: names }, (args) =>
      args.kind === 'require-call'
        ? undefined
        : { path: args.path, namespace: 'first-call', pluginData: { resolveDir: args.resolveDir } },
    );
    bundle.onLoad({ filter: /.*/, namespace: 'first-call' }, (args) => ({
      contents: `let loaded;
export default function firstCall(...args) {
  loaded ??= require(${JSON.stringify(args.path)}).default;
  return loaded(...args);
}
`,
      loader: 'js',
      resolveDir: args.pluginData.resolveDir,
    }));
  },
};

/** The bin: the compile cache on, then the bundle. */
const BIN = `#!/usr/bin/env node
// The polyhedral CLI (scripts/build-cli.mjs): Node's compile cache on, then the bundle.
process.getBuiltinModule?.('node:module').enableCompileCache?.();
await import('./cli-main.js');
`;

/**
 * The module put in place of the generated resource index: the same exports (NAMESPACES,
 * RESOURCE_FILES: locale -> namespace -> messages), each namespace of each locale read from its
 * JSON file the first time it is asked for.
 */
function lazyResourceIndex(namespaces, locales) {
  // process.getBuiltinModule, not an import from node:fs: an ESM import of a built-in reads
  // every export, and its promises getter loads fs/promises, readline and streams (~3 ms).
  return `const { readFileSync } = process.getBuiltinModule('node:fs');
export const NAMESPACES = ${JSON.stringify(namespaces)};
function lazyLocale(locale) {
  const files = {};
  for (const namespace of NAMESPACES) {
    let read;
    Object.defineProperty(files, namespace, {
      enumerable: true,
      get: () => {
        read ??= JSON.parse(readFileSync(new URL('./messages/' + locale + '/' + namespace + '.json', import.meta.url), 'utf8'));
        return read;
      },
    });
  }
  return files;
}
export const RESOURCE_FILES = { ${locales.map((locale) => `${JSON.stringify(locale)}: lazyLocale(${JSON.stringify(locale)})`).join(', ')} };
`;
}

/** The namespaces, in the generated index's order (its `NAMESPACES` list). */
function namespacesOf(indexFile) {
  const list = /export const NAMESPACES = \[([^\]]*)\]/.exec(readFileSync(indexFile, 'utf8'))?.[1];
  if (list === undefined) throw new Error(`no NAMESPACES list in ${indexFile}`);
  return [...list.matchAll(/'([^']+)'/g)].map((match) => match[1]);
}

/**
 * Write dist/messages/<locale>/<namespace>.json for every locale folder beside the generated index; returns
 * the locales and the files read (relative to the package).
 */
function writeLocaleFiles(indexFile) {
  const resourcesDir = path.dirname(indexFile);
  const namespaces = namespacesOf(indexFile);
  const locales = readdirSync(resourcesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const read = [];
  rmSync(CLI_MESSAGES_DIR, { recursive: true, force: true });
  for (const locale of locales) {
    mkdirSync(path.join(CLI_MESSAGES_DIR, locale), { recursive: true });
    for (const namespace of namespaces) {
      const file = path.join(resourcesDir, locale, `${namespace}.json`);
      const messages = JSON.parse(readFileSync(file, 'utf8'));
      writeFileSync(path.join(CLI_MESSAGES_DIR, locale, `${namespace}.json`), JSON.stringify(messages));
      read.push(path.relative(packageDir, file));
    }
  }
  return { namespaces, locales, read };
}

/** Build dist/cli.js, dist/cli-main.js, dist/messages/<locale>/*.json and dist/cli-inputs.json. */
export async function buildCli() {
  const messageInputs = [];
  const lazyResources = {
    name: 'lazy-resources',
    setup(bundle) {
      bundle.onLoad({ filter: GENERATED_INDEX }, (args) => {
        const { namespaces, locales, read } = writeLocaleFiles(args.path);
        messageInputs.push(...read);
        return { contents: lazyResourceIndex(namespaces, locales), loader: 'js' };
      });
    },
  };
  const result = await build({
    entryPoints: [path.join(packageDir, 'src', 'cli', 'main.ts')],
    outfile: CLI_BUNDLE_FILE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    minify: true,
    legalComments: 'none',
    metafile: true,
    logLevel: 'error',
    plugins: [lazyResources, evaluatedOnFirstCall],
  });
  if (messageInputs.length === 0) throw new Error('the CLI bundle no longer reads the i18n resource index');
  writeFileSync(CLI_FILE, BIN);
  chmodSync(CLI_FILE, 0o755);
  const inputs = [
    ...Object.keys(result.metafile.inputs).map((file) =>
      path.relative(packageDir, path.resolve(process.cwd(), file)),
    ),
    ...messageInputs,
  ];
  writeFileSync(CLI_INPUTS_FILE, `${JSON.stringify(inputs, null, 2)}\n`);
  return { file: CLI_FILE, inputs };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { file, inputs } = await buildCli();
  console.log(`built ${path.relative(process.cwd(), file)} from ${inputs.length} source files`);
}
