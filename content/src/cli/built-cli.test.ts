import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Metafile } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildContentCli, CLI_DIR, CLI_INPUTS_FILE } from '../../scripts/build-cli.mjs';
import { DEFAULT_CONTENT_ROOT } from '../loader/content-root.ts';
import { runCli } from './run-cli.ts';

/**
 * The built `pnpm content` CLI (scripts/build-cli.mjs; docs/DECISIONS.md): the same lines and exit
 * codes as the sources give, and a start path that loads only what the command needs, counted
 * (never timed): `--help` and a refusal load the entry and its static chunks, `status` adds its own,
 * none of them OpenCC's chunk or the glossary's data.
 */
const probe = fileURLToPath(
  new URL('../../../packages/core/test/support/start-path-probe.cjs', import.meta.url),
);
const repository = path.dirname(DEFAULT_CONTENT_ROOT);
const work = mkdtempSync(path.join(tmpdir(), 'polyhedral-content-cli-'));
let metafile: Metafile;
let reports = 0;

beforeAll(async () => {
  ({ metafile } = await buildContentCli());
  bareBuiltins = (await built(['-e', '0'], '')).builtins;
}, 120_000);
afterAll(() => rmSync(work, { recursive: true, force: true }));

interface Run {
  code: number;
  stdout: string[];
  stderr: string[];
  chunks: string[];
  /** Node's internal modules it loaded beyond bare `node -e 0`'s. */
  builtins: string[];
}

/** Internal modules of the kinds a start must not pull in (streams, fs/promises, readline). */
const HEAVY =
  /^NativeModule (stream|internal\/streams\/|internal\/fs\/promises|readline|internal\/readline\/)/;
let bareBuiltins: string[] = [];

/** The built CLI run at the repository root (as `pnpm content` runs it), with what it loaded. */
function built(args: readonly string[], file = path.join(CLI_DIR, 'main.js')): Promise<Run> {
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
          const { modules, builtins } = JSON.parse(readFileSync(report, 'utf8')) as {
            modules: string[];
            builtins: string[];
          };
          resolve({
            code: error ? Number(error.code) : 0,
            stdout: stdout.split('\n').filter(Boolean),
            stderr: stderr.split('\n').filter(Boolean),
            chunks: modules
              .filter((url) => url.startsWith('file:'))
              .map((url) => path.relative(CLI_DIR, fileURLToPath(url))),
            builtins: builtins.filter((name) => !bareBuiltins.includes(name)),
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

/** The chunks the entry (main.js) imports statically, directly or through another, itself included. */
function entryClosure(): string[] {
  const entry = Object.keys(metafile.outputs).find((file) =>
    metafile.outputs[file]!.entryPoint?.endsWith('src/cli/main.ts'),
  );
  const closure = new Set<string>();
  const visit = (file: string) => {
    if (closure.has(file)) return;
    closure.add(file);
    for (const one of metafile.outputs[file]!.imports)
      if (one.kind === 'import-statement' && !one.external) visit(one.path);
  };
  visit(entry!);
  return [...closure].map((file) => path.relative(CLI_DIR, path.resolve(file))).sort();
}

describe('the built content CLI (counted, not timed)', { timeout: 120_000 }, () => {
  it('every input the launcher compares is a file (a stand-in listed would rebuild on every run)', () => {
    const inputs = JSON.parse(readFileSync(CLI_INPUTS_FILE, 'utf8')) as string[];
    expect(inputs.length).toBeGreaterThan(100);
    expect(inputs.filter((file) => !existsSync(path.join(DEFAULT_CONTENT_ROOT, file)))).toEqual([]);
  });

  it('OpenCC is in a chunk of its own, loaded by no command start', () => {
    expect(chunksWith('opencc-js').length).toBeGreaterThan(0);
    expect(entryClosure().filter((chunk) => chunksWith('opencc-js').includes(chunk))).toEqual([]);
  });

  it('the glossary data is in no chunk a start loads (the entry imports the translator, not the i18n index)', () => {
    expect(chunksWith('i18n/src/glossary/terms.json').length).toBeGreaterThan(0);
    expect(entryClosure().filter((chunk) => chunksWith('i18n/src/glossary/').includes(chunk))).toEqual([]);
  });

  it.each([[['--help']], [['frobnicate']], [['import']]])(
    '%j: the same lines and exit code as the sources; a start loads only the entry, its static chunks, no stream module',
    async (args) => {
      const run = await built(args);
      expect({ code: run.code, stdout: run.stdout, stderr: run.stderr }).toEqual(await fromSources(args));
      if (args[0] === 'import') return; // a command's own chunks load what it needs
      expect([...run.chunks].sort()).toEqual(entryClosure());
      expect(run.builtins.filter((name) => HEAVY.test(name))).toEqual([]);
    },
  );

  it('status: the same report as the sources, without OpenCC', async () => {
    const run = await built(['status']);
    expect({ code: run.code, stdout: run.stdout, stderr: run.stderr }).toEqual(await fromSources(['status']));
    expect(run.chunks.filter((chunk) => chunksWith('opencc-js').includes(chunk))).toEqual([]);
    expect(run.chunks.some((chunk) => chunk.startsWith('status-'))).toBe(true);
    expect(run.chunks.some((chunk) => chunk.startsWith('import-'))).toBe(false);
  });
});
