import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Metafile } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildContentCli, CLI_BIN, CLI_DIR, CLI_INPUTS_FILE } from '../../scripts/build-cli.mjs';
import { DEFAULT_CONTENT_ROOT } from '../loader/content-root.ts';
import { runCli } from './run-cli.ts';

/**
 * The built `pnpm content` CLI (scripts/build-cli.mjs; docs/DECISIONS.md): the same lines and exit
 * codes as the sources give, and a start path that loads only what the command needs, counted
 * (never timed): `--help` and a refusal load the bin alone, which reads the start bundle and its
 * trained code cache (accepted: none written) and no chunk; `status` adds the commands' entry and
 * its own chunks; no start holds OpenCC or the glossary's data.
 */
const probe = fileURLToPath(
  new URL('../../../packages/core/test/support/start-path-probe.cjs', import.meta.url),
);
const repository = path.dirname(DEFAULT_CONTENT_ROOT);
const work = mkdtempSync(path.join(tmpdir(), 'polyhedral-content-cli-'));
let metafile: Metafile;
let startMetafile: Metafile;
let reports = 0;

beforeAll(async () => {
  ({ metafile, startMetafile } = await buildContentCli());
  bareBuiltins = (await built(['-e', '0'], '')).builtins;
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

interface Run {
  code: number;
  stdout: string[];
  stderr: string[];
  /** The CLI's files loaded as modules (the bin, the commands' entry and chunks), from dist/cli/. */
  chunks: string[];
  /** The CLI's files read (the bin, the start bundle, its code cache, messages), from dist/cli/. */
  read: string[];
  written: string[];
  /** Node's internal modules it loaded beyond bare `node -e 0`'s. */
  builtins: string[];
  /** Objects made per Intl constructor. */
  intl: Record<string, number>;
}

/** Internal modules of the kinds a start must not pull in (streams, fs/promises, readline). */
const HEAVY =
  /^NativeModule (stream|internal\/streams\/|internal\/fs\/promises|readline|internal\/readline\/)/;
let bareBuiltins: string[] = [];

/** The built CLI run at the repository root (as `pnpm content` runs it), with what it loaded. */
function built(args: readonly string[], file = CLI_BIN): Promise<Run> {
  reports += 1;
  const report = path.join(work, `report-${reports}.json`);
  const env: NodeJS.ProcessEnv = { ...process.env, LC_ALL: '', LC_MESSAGES: '', LANG: 'C.UTF-8' };
  env.START_PATH_REPORT = report;
  delete env.NODE_OPTIONS;
  return new Promise((resolve, reject) =>
    execFile(
      process.execPath,
      ['--require', probe, ...(file === '' ? [] : [file]), ...args],
      { cwd: repository, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        try {
          const { modules, builtins, read, written, intl } = JSON.parse(readFileSync(report, 'utf8')) as {
            modules: string[];
            builtins: string[];
            read: string[];
            written: string[];
            intl: Record<string, number>;
          };
          const inCli = (file: string) => path.relative(CLI_DIR, path.resolve(file));
          resolve({
            code: error ? Number(error.code) : 0,
            stdout: stdout.split('\n').filter(Boolean),
            stderr: stderr.split('\n').filter(Boolean),
            chunks: modules.filter((url) => url.startsWith('file:')).map((url) => inCli(fileURLToPath(url))),
            read: read.map(inCli).filter((file) => !file.startsWith('..')),
            written,
            builtins: builtins.filter((name) => !bareBuiltins.includes(name)),
            intl,
          });
        } catch (failure) {
          reject(failure);
        }
      },
    ),
  );
}

/** The same command through the sources (runCli with every command imported). */
async function fromSources(args: readonly string[]) {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const code = await runCli(args, {
    stdout: (line) => stdout.push(...line.split('\n').filter(Boolean)),
    stderr: (line) => stderr.push(...line.split('\n').filter(Boolean)),
    cwd: repository,
    env: { LANG: 'C.UTF-8' },
  });
  return { code, stdout, stderr };
}

/** The output chunks holding a module whose path contains `part`. */
function chunksWith(part: string): string[] {
  return Object.entries(metafile.outputs)
    .filter(([, output]) => Object.keys(output.inputs).some((input) => input.includes(part)))
    .map(([file]) => path.relative(CLI_DIR, path.resolve(file)));
}

/** The modules with code in the start bundle whose path contains `part` (esbuild reads more than it keeps). */
function startInputsWith(part: string): string[] {
  return Object.values(startMetafile.outputs).flatMap((output) =>
    Object.entries(output.inputs)
      .filter(([input, kept]) => input.includes(part) && kept.bytesInOutput > 0)
      .map(([input]) => input),
  );
}

/** A start bundle or its code cache, named without the hash and V8's version. */
function startFile(file: string): string {
  return file
    .replace(/^start\.[0-9a-f]{16}\.cjs$/, 'start.<hash>.cjs')
    .replace(/^start\.[0-9a-f]{16}\.cjs\..*\.cache$/, 'start.<hash>.cjs.<v8>.cache');
}

describe('the built content CLI (counted, not timed)', () => {
  it('every input the launcher compares is a file (a stand-in listed would rebuild on every run)', () => {
    const inputs = JSON.parse(readFileSync(CLI_INPUTS_FILE, 'utf8')) as string[];
    expect(inputs.length).toBeGreaterThan(100);
    expect(inputs.filter((file) => !existsSync(path.join(DEFAULT_CONTENT_ROOT, file)))).toEqual([]);
  });

  it('OpenCC is in a chunk of its own, not in the start bundle', () => {
    expect(chunksWith('opencc-js').length).toBeGreaterThan(0);
    expect(startInputsWith('opencc-js')).toEqual([]);
  });

  it('the glossary data is not in the start bundle (dispatch imports the translator, not the i18n index)', () => {
    expect(chunksWith('i18n/src/glossary/terms.json').length).toBeGreaterThan(0);
    expect(startInputsWith('i18n/src/glossary/')).toEqual([]);
  });

  it('no command is in the start bundle (each is loaded from the commands entry when named)', () => {
    expect(startInputsWith('src/cli/dispatch.ts').length).toBe(1);
    expect(startInputsWith('src/cli/commands/')).toEqual([]);
  });

  it.each([[['--help']], [['frobnicate']], [['import']]])(
    '%j: the same lines and exit code as the sources; a start loads the bin alone, from its code cache, no stream module',
    async (args) => {
      const run = await built(args);
      expect({ code: run.code, stdout: run.stdout, stderr: run.stderr }).toEqual(await fromSources(args));
      if (args[0] === 'import') return; // a command's own chunks load what it needs
      expect(run.chunks).toEqual(['bin.cjs']);
      // The bin, then the start's trained code cache and the start bundle, then the one message file.
      expect(run.read.map(startFile)).toEqual([
        'bin.cjs',
        'start.<hash>.cjs.<v8>.cache',
        'start.<hash>.cjs',
        path.join('messages', 'en', 'cli.json'),
      ]);
      // The cache was accepted: a missing or rejected one is written after the run.
      expect(run.written).toEqual([]);
      expect(run.builtins.filter((name) => HEAVY.test(name))).toEqual([]);
      // No Intl formatter at all: the help has no count, and the message files go to i18next as they
      // are (no plural categories read to fill them).
      expect(run.intl).toMatchObject({
        PluralRules: 0,
        NumberFormat: 0,
        ListFormat: 0,
        Collator: 0,
        Segmenter: 0,
      });
    },
  );

  it('status: the same report as the sources, without OpenCC', async () => {
    const run = await built(['status']);
    expect({ code: run.code, stdout: run.stdout, stderr: run.stderr }).toEqual(await fromSources(['status']));
    expect(run.chunks.filter((chunk) => chunksWith('opencc-js').includes(chunk))).toEqual([]);
    expect(run.chunks.slice(0, 2)).toEqual(['bin.cjs', 'commands.js']);
    expect(run.chunks.some((chunk) => chunk.startsWith('status-'))).toBe(true);
    expect(run.chunks.some((chunk) => chunk.startsWith('import-'))).toBe(false);
  });
});
