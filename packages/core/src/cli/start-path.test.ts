import { execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildCli,
  CLI_FILE,
  CLI_GLOSSARY_DIR,
  CLI_INPUTS_FILE,
  CLI_MESSAGES_DIR,
} from '../../scripts/build-cli.mjs';

/**
 * The shape of the built CLI's start path (docs/DECISIONS.md, "CLI start path"), so that its
 * start-up cannot grow back silently; what it costs is measured outside the tests (README,
 * "Start-up"), these only count. A run of `dice 4d6kh3 --json` loads two modules of its own (the
 * bin and the bundle: no tsx, no TypeScript, no package resolved at run time), reads no message
 * file, and loads none of Node's stream, fs/promises, readline or perf_hooks modules beyond what
 * bare `node -e 0` loads. The bundle runs from V8's code cache the build wrote (read, accepted: the
 * bin writes none). A Thai dice error reads the Thai and English files of its code's namespace and
 * the two every problem may nest (dice, errors, rules) and no other, and neither reads the
 * glossary's terms (read on the first `termName`). Intl objects made are counted too.
 */
const probe = fileURLToPath(new URL('../../test/support/start-path-probe.cjs', import.meta.url));
const work = mkdtempSync(path.join(tmpdir(), 'polyhedral-start-path-'));
let reports = 0;
// By the built CLI's own folders, never by a folder name anywhere in the path (a checkout may sit
// under a folder called messages).
const inMessages = (file: string) => file.startsWith(CLI_MESSAGES_DIR + path.sep);
const inGlossary = (file: string) => file.startsWith(CLI_GLOSSARY_DIR + path.sep);

interface StartPath {
  code: number;
  stderr: string;
  modules: string[];
  read: string[];
  written: string[];
  builtins: string[];
  /** Objects made per Intl constructor (string-width makes a Segmenter when its module is evaluated). */
  intl: Record<string, number>;
}

/** Run `node <args>` with the probe and a clean language environment; what it loaded and read. */
function probed(args: readonly string[], lang = 'C.UTF-8'): Promise<StartPath> {
  reports += 1;
  const report = path.join(work, `report-${reports}.json`);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    LC_ALL: '',
    LC_MESSAGES: '',
    LANG: lang,
    START_PATH_REPORT: report,
  };
  delete env.NODE_OPTIONS;
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--require', probe, ...args],
      { env, encoding: 'utf8' },
      (error, _out, stderr) => {
        try {
          const loaded = JSON.parse(readFileSync(report, 'utf8')) as Omit<StartPath, 'code' | 'stderr'>;
          resolve({ code: error ? Number(error.code) : 0, stderr, ...loaded });
        } catch (failure) {
          reject(failure);
        }
      },
    );
  });
}

/** Internal modules of the kinds a CLI start path must not pull in. */
const HEAVY =
  /^NativeModule (stream|internal\/streams\/|internal\/fs\/promises|readline|internal\/readline\/|perf_hooks|internal\/perf\/)/;

let bare: StartPath;

beforeAll(async () => {
  await buildCli();
  bare = await probed(['-e', '0']);
});

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('the built CLI start path (counted, not timed)', () => {
  it('dice 4d6kh3 --json: the bin and the bundle only, no message file, no stream modules', async () => {
    const run = await probed([CLI_FILE, 'dice', '4d6kh3', '--json']);
    expect(run).toMatchObject({ code: 0, stderr: '' });
    // The bin is the one module; it reads the bundle (a script) and the bundle's code cache.
    const own = run.modules.filter((url) => url.startsWith('file:'));
    expect(own.map((url) => path.basename(fileURLToPath(url)))).toEqual(['cli.cjs']);
    const distRead = run.read.filter((file) => path.dirname(file) === path.dirname(CLI_FILE));
    const named = distRead.map((file) =>
      path
        .basename(file)
        .replace(/^cli-main\.[0-9a-f]{16}\.(.*\.cache|cjs)$/, (_, end: string) =>
          end === 'cjs' ? 'cli-main.<hash>.cjs' : 'cli-main.<hash>.<v8>.cache',
        ),
    );
    expect(named).toEqual(['cli.cjs', 'cli-main.<hash>.<v8>.cache', 'cli-main.<hash>.cjs']);
    // The cache was accepted: a rejected or missing one is written anew after the run.
    expect(run.written.filter((file) => file.includes('cli-main'))).toEqual([]);
    expect(run.modules.filter((url) => /tsx|typescript|node_modules/.test(url))).toEqual([]);
    expect(run.read.filter(inMessages)).toEqual([]);
    expect(run.read.filter(inGlossary)).toEqual([]);
    const added = run.builtins.filter((name) => !bare.builtins.includes(name));
    expect(added.filter((name) => HEAVY.test(name))).toEqual([]);
    // No Intl object at all: the first NumberFormat of a process costs ~17 ms of CPU (ICU's data).
    expect(Object.values(run.intl).reduce((sum, made) => sum + made, 0)).toBe(0);
  });

  it('every input the launcher compares is a file (a stand-in listed would rebuild on every run)', () => {
    const inputs = JSON.parse(readFileSync(CLI_INPUTS_FILE, 'utf8')) as string[];
    const packageDir = path.dirname(path.dirname(CLI_FILE));
    expect(inputs.length).toBeGreaterThan(100);
    expect(inputs.filter((file) => !existsSync(path.join(packageDir, file)))).toEqual([]);
  });

  it('string-width is evaluated on its first call: none for dice --json, one for a printed table', async () => {
    const table = await probed([CLI_FILE, 'tables']);
    expect(table).toMatchObject({ code: 0, stderr: '' });
    expect(table.intl.Segmenter).toBe(1);
  });

  it('the glossary is evaluated on its first call: a condition named in Thai reads its terms, nothing else does', async () => {
    const args = ['calc', 'd20-test', '--bonus', '5', '--target', '15', '--condition', 'poisoned'];
    const run = await probed([CLI_FILE, ...args], 'th_TH.UTF-8');
    expect(run).toMatchObject({ code: 0, stderr: '' });
    const glossary = run.read.filter(inGlossary);
    expect(glossary.map((file) => path.basename(file))).toEqual(['terms.json']);
  });

  it('a Thai error (LANG=th_TH.UTF-8 dice 3d) reads dice, errors and rules of Thai and English, no other file', async () => {
    const run = await probed([CLI_FILE, 'dice', '3d'], 'th_TH.UTF-8');
    expect(run.code).toBe(2);
    expect(run.read.filter(inGlossary)).toEqual([]);
    expect(run.stderr).toContain('[dice.syntax.unexpected-end]');
    expect(run.stderr).toMatch(/[\u0E00-\u0E7F]/);
    const messageFiles = run.read
      .filter(inMessages)
      .map((file) => file.split(path.sep).slice(-2).join('/'))
      .sort();
    expect(messageFiles).toEqual(
      ['en', 'th'].flatMap((locale) =>
        ['dice', 'errors', 'rules'].map((namespace) => `${locale}/${namespace}.json`),
      ),
    );
    const added = run.builtins.filter((name) => !bare.builtins.includes(name));
    expect(added.filter((name) => HEAVY.test(name))).toEqual([]);
    // No Intl object: the position is a small whole number, written without Intl.NumberFormat, and
    // dice, errors and rules hold no plural form (no Intl.PluralRules for Thai).
    expect(Object.values(run.intl).reduce((sum, made) => sum + made, 0)).toBe(0);
  });

  it('a reader that closes the pipe early ends the CLI quietly (exit 0, nothing on stderr)', async () => {
    const child = spawn(process.execPath, [CLI_FILE, 'dice', '100d1000', '--json'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.stdout.once('data', () => child.stdout.destroy());
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
  });

  it('a long output arrives whole through a pipe (3 MB of JSON, parsed back)', async () => {
    const out = await new Promise<string>((resolve, reject) =>
      execFile(
        process.execPath,
        [CLI_FILE, 'dice', '100d1000', '--json'],
        { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
        (error, stdout) => (error ? reject(error) : resolve(stdout)),
      ),
    );
    const parsed = JSON.parse(out) as { min: number; max: number };
    expect([parsed.min, parsed.max]).toEqual([100, 100_000]);
  });
});
