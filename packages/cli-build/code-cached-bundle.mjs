/**
 * A built CLI started from V8's code cache of trained runs: the `polyhedral` CLI
 * (packages/core/scripts/build-cli.mjs) and the start of `pnpm content` (content/scripts/build-cli.mjs).
 * docs/DECISIONS.md, "CLI start path" and "both CLIs at 1.5× bare Node".
 *
 * - The bundle is a CommonJS script written as one function expression (BUNDLE_WRAPPER: esbuild's
 *   banner and footer), so the bin hands the file's text to `vm.Script` as it is read (no second
 *   copy of the source made by wrapping it at run time).
 * - The bin (binSource) is a CommonJS file: Node runs it through its CommonJS loader, which is up
 *   before any user code; an ES module bin starts the ES module loader first, a cost every run paid.
 * - The cache (trainCodeCache) is `script.createCachedData()` after the common runs (`runs`) in one
 *   process, so it holds the functions those runs compiled. Node's module compile cache holds the
 *   code compiled before a module runs: every run compiled again each function it called.
 * - The cache is named by the bundle (whose name carries its hash) and V8's version: a Node whose V8
 *   differs, or a cache V8 rejects, compiles as usual and writes its own cache beside it when it may.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeWhole } from './messages-read-on-use.mjs';

/** This file: a build using it lists it among its inputs (its bin and cache are made here). */
export const CODE_CACHED_BUNDLE_TOOL = fileURLToPath(import.meta.url);

const WRAPPER_START = '(function (exports, require, module, __filename, __dirname) {';

/** esbuild options making the bundle one function expression (the CommonJS module wrapper's). */
export const BUNDLE_WRAPPER = { banner: { js: WRAPPER_START }, footer: { js: '})' } };

/**
 * Refuse a bundle holding a character outside ASCII (esbuild escapes them in strings, not in
 * regular expression literals): V8 holds such a source as a two-byte string, twice the bytes in
 * the young generation at every start (the core bundle: 470 KB instead of 235 KB, and a Thai error
 * 0.93x the CPU once a `−` in a pattern was written `\u2212`). Write the character as an escape.
 */
function assertAscii(text, what) {
  let at = 0;
  while (at < text.length && text.charCodeAt(at) < 0x80) at++;
  if (at < text.length)
    throw new Error(
      `${what} holds ${JSON.stringify(text[at])} (U+${text.codePointAt(at).toString(16).toUpperCase().padStart(4, '0')}) in ${JSON.stringify(text.slice(Math.max(0, at - 40), at + 10))}: write it as an escape in the source`,
    );
}

/**
 * The bin's source: compile `bundleName` (beside the bin) with its cache and run it. `lead`: lines
 * run first (the content CLI turns Node's module compile cache on for the chunks its commands
 * import).
 */
function binSource({ title, bundleName, lead = '' }) {
  return `#!/usr/bin/env node
// ${title}: the bundle, run with V8's code cache of trained runs (@polyhedral/cli-build's code-cached-bundle.mjs).
${lead}const { readFileSync, writeFileSync, renameSync, rmSync } = process.getBuiltinModule('node:fs');
const { Script } = process.getBuiltinModule('node:vm');
const { createRequire } = process.getBuiltinModule('node:module');
const file = \`\${__dirname}/${bundleName}\`;
const cacheFile = \`\${__dirname}/${bundleName}.\${process.versions.v8}.cache\`;
let cachedData;
try {
  cachedData = readFileSync(cacheFile);
} catch {}
const script = new Script(readFileSync(file, 'utf8'), { filename: file, cachedData });
const bundle = { exports: {} };
script.runInThisContext()(bundle.exports, createRequire(file), bundle, file, __dirname);
if (cachedData === undefined || script.cachedDataRejected) {
  // Best effort: a folder the user may not write, or a full disk, leaves the run as it was (and
  // no half-written file behind).
  const temporary = \`\${cacheFile}.\${process.pid}\`;
  try {
    writeFileSync(temporary, script.createCachedData());
    renameSync(temporary, cacheFile);
  } catch {
    try {
      rmSync(temporary, { force: true });
    } catch {}
  }
}
`;
}

/**
 * Write `bundleFile`'s code cache for this Node (the name the bin looks for) after `runs`
 * (`{ args, lang? }`: a command line and its LANG), run in one child process as the bin runs the
 * bundle, their output thrown away. Runs must finish synchronously (help, refusals, errors): the
 * cache is taken when the last returns.
 */
function trainCodeCache({ bundleFile, runs }) {
  const trainer = `
const { readFileSync, writeFileSync, renameSync } = process.getBuiltinModule('node:fs');
const { Script } = process.getBuiltinModule('node:vm');
const { createRequire } = process.getBuiltinModule('node:module');
const [file, runs] = JSON.parse(process.argv[1]);
const dir = process.getBuiltinModule('node:path').dirname(file);
const script = new Script(readFileSync(file, 'utf8'), { filename: file });
const bundle = script.runInThisContext();
for (const { args, lang } of runs) {
  process.argv = [process.execPath, file, ...args];
  process.env.LANG = lang ?? 'C.UTF-8';
  const module = { exports: {} };
  bundle(module.exports, createRequire(file), module, file, dir);
}
const cacheFile = file + '.' + process.versions.v8 + '.cache';
writeFileSync(cacheFile + '.' + process.pid + '.tmp', script.createCachedData());
renameSync(cacheFile + '.' + process.pid + '.tmp', cacheFile);
process.exitCode = 0;
`;
  const env = { ...process.env, LC_ALL: '', LC_MESSAGES: '' };
  delete env.NODE_OPTIONS;
  const trained = spawnSync(process.execPath, ['-e', trainer, JSON.stringify([bundleFile, runs])], {
    stdio: ['ignore', 'ignore', 'pipe'],
    encoding: 'utf8',
    env,
    cwd: path.dirname(bundleFile),
  });
  if (trained.status !== 0)
    throw new Error(`training the code cache of ${bundleFile} failed: ${trained.stderr}`);
}

/**
 * Write esbuild's `output` (ASCII only, assertAscii) as `<stem>.<hash>.cjs` in the bin's folder,
 * its code cache after `runs` (trainCodeCache), then the bin that runs it (binSource's `title` and
 * `lead`), executable. Returns the bundle's name.
 */
export function writeCodeCachedBin({ output, what, stem, runs, bin, title, lead }) {
  assertAscii(output.text, what);
  const bundleName = `${stem}.${createHash('sha256').update(output.contents).digest('hex').slice(0, 16)}.cjs`;
  const bundleFile = path.join(path.dirname(bin), bundleName);
  writeWhole(bundleFile, output.contents);
  trainCodeCache({ bundleFile, runs });
  writeWhole(bin, binSource({ title, bundleName, lead }));
  chmodSync(bin, 0o755);
  return bundleName;
}
