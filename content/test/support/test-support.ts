/** Test helpers: fixture paths and a throw-away copy of a fixture tree. */
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll } from 'vitest';
import { runCli } from '../../src/cli/run-cli.ts';
import { REPO_ROOT } from '../../src/loader/content-root.ts';
import { CONTENT_LOCALES } from '../../src/model/types.ts';
import { processFolder } from './cli-bundle.ts';
import { removeTestKeys } from './test-maintainer.ts';

// No test key outlives its test file (test-maintainer.ts). Only under Vitest: the site's and the
// workbench's Playwright checks import these helpers too, where a Vitest hook cannot be registered.
if (process.env.VITEST) afterAll(removeTestKeys);

export { contentCliBundle } from './cli-bundle.ts';
export { correctionBundle } from './correction-bundle.ts';
export { handWrittenZhHant } from './hand-written-zh-hant.ts';

export const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures');

export function fixture(name: string): string {
  return path.join(FIXTURES, name);
}

/** Copy a fixture to a temporary folder (for tests that write files). */
export function copyFixture(name: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), `polyhedral-content-${name}-`));
  cpSync(fixture(name), dir, { recursive: true });
  return dir;
}

/** Glossary term IDs used by the fixtures (they do not depend on the real glossary). */
export const FIXTURE_TERMS: ReadonlySet<string> = new Set(['Advantage']);

/** sha256 of every file of the en, th and zh trees of a content root (to show nothing changed). */
export function contentHashes(contentRoot: string): Map<string, string> {
  const hashes = new Map<string, string>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else hashes.set(full, createHash('sha256').update(readFileSync(full)).digest('hex'));
    }
  };
  // A derived locale's folder (content/zh-hant/) exists only once a section is written by hand.
  for (const locale of CONTENT_LOCALES) {
    if (existsSync(path.join(contentRoot, locale))) walk(path.join(contentRoot, locale));
  }
  return hashes;
}

/** Run `content <args>` on a content root, in English, capturing its output. */
export function captureCli(
  contentRoot: string,
  ...args: string[]
): { code: number; out: string; err: string } {
  const out: string[] = [];
  const err: string[] = [];
  const code = runCli(args, {
    stdout: (line) => out.push(line),
    stderr: (line) => err.push(line),
    cwd: contentRoot,
    root: contentRoot,
    locale: 'en',
  });
  if (typeof code !== 'number') throw new Error(`content ${args[0]} is asynchronous: use captureCliAsync`);
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** captureCli for a command that answers asynchronously (import, review with a key, reviewer-key, suggestions). */
export async function captureCliAsync(
  contentRoot: string,
  ...args: string[]
): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(args, {
    stdout: (line) => out.push(line),
    stderr: (line) => err.push(line),
    cwd: contentRoot,
    root: contentRoot,
    locale: 'en',
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/**
 * The timeout of a test that clones this repository and imports into it (the import's check runs
 * over the whole staged tree): they take long on a loaded 2-core machine.
 */
export const CLONE_TEST_TIMEOUT = 240_000;

/**
 * Temporary folders for one test file: `temp(name)` makes one, `removeAll()` (in afterAll, with
 * the file's long timeout) removes them without blocking the worker.
 */
export function tempFolders(): { temp: (name: string) => string; removeAll: () => Promise<void> } {
  const made: string[] = [];
  return {
    temp: (name) => {
      const dir = mkdtempSync(path.join(tmpdir(), `polyhedral-${name}-`));
      made.push(dir);
      return dir;
    },
    removeAll: async () => {
      await Promise.all(made.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
    },
  };
}

/** git as a test's committer. */
export function gitAsTest(cwd: string, ...args: string[]): string {
  return execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.org', ...args], {
    cwd,
    encoding: 'utf8',
  });
}

/** A copy of the valid fixture as a repository with one commit (what a reject puts back is what git holds). */
export function committedFixture(): string {
  const root = copyFixture('valid');
  gitAsTest(root, 'init', '-q');
  gitAsTest(root, 'add', '-A');
  gitAsTest(root, 'commit', '-q', '-m', 'fixture');
  return root;
}

/**
 * A maintainer's clone of this repository with its history in `into`. Its objects are read from
 * this repository (`--shared`: git's alternates, nothing copied; the clone's own commits go into
 * its own object store): copying every object took 3-4 CPU-seconds a clone, reading them in place
 * a fifth of that, with the same history, branches and working tree.
 * Only content/ and the top-level files are checked out (`--sparse`, then `sparse-checkout add
 * content`): the content commands read nothing else, and writing the other 1,200 files of the
 * tree took two thirds of a clone's CPU (0.65 against 1.8 CPU-s). The clone's history, index and
 * commits are whole; git shows the files left out neither as changed nor as deleted.
 */
export function fullClone(into: string): string {
  gitAsTest(tmpdir(), 'clone', '-q', '--sparse', '--shared', REPO_ROOT, into);
  gitAsTest(into, 'sparse-checkout', 'add', 'content');
  return into;
}

/**
 * A depth-1 clone of HEAD in `into` (over file://, so it is really shallow: one commit, no
 * history), content/ and the top-level files checked out as fullClone's: a copy of the process's
 * one (shallowTemplate).
 */
export function shallowClone(into: string): string {
  cpSync(shallowTemplate(), into, { recursive: true, verbatimSymlinks: true, preserveTimestamps: true });
  // The index as a fresh checkout leaves it: every file's stat is the copy's.
  gitAsTest(into, 'update-index', '-q', '--refresh');
  return into;
}

let shallowMade: string | undefined;

/**
 * This process's one depth-1 clone, made on first use, that shallowClone copies: the clone's pack
 * (git pack-objects over HEAD's whole tree, about 0.7 CPU-s) was made again by every file that
 * asked for one. A copy is the same repository (HEAD, its one commit, the shallow mark, the sparse
 * checkout, an index refreshed to the copy's files).
 */
function shallowTemplate(): string {
  if (!shallowMade) {
    const made = path.join(processFolder(), 'shallow-clone');
    // A test file that loads its modules afresh (full-disk-fs.ts) evaluates this module again in
    // the same process: the clone it made is kept, once its mark says it was made whole.
    const whole = `${made}.whole`;
    if (!existsSync(whole)) {
      rmSync(made, { recursive: true, force: true });
      gitAsTest(tmpdir(), 'clone', '-q', '--sparse', '--depth', '1', `file://${REPO_ROOT}`, made);
      gitAsTest(made, 'sparse-checkout', 'add', 'content');
      writeFileSync(whole, '');
    }
    shallowMade = made;
  }
  return shallowMade;
}

/** Whether this copy of the repository has git (a clone), or not (a zip download). */
export const REPO_IN_GIT =
  spawnSync('git', ['rev-parse', '--show-toplevel'], { cwd: REPO_ROOT }).status === 0;

/** `git archive` of HEAD's content/, made once per process (HEAD does not move under the tests). */
let headContentTar: Buffer | undefined;

/**
 * A reviewer's zip in the folder `into`: `git archive` of HEAD's content/, or this copy's content/
 * when it has no git. Returns the copy's content root.
 */
export function archiveContent(into: string): string {
  if (!REPO_IN_GIT) {
    execFileSync('cp', ['-r', path.join(REPO_ROOT, 'content'), into]);
    return path.join(into, 'content');
  }
  headContentTar ??= execFileSync('git', ['archive', '--format=tar', 'HEAD', 'content'], {
    cwd: REPO_ROOT,
    maxBuffer: 1 << 30,
  });
  execFileSync('tar', ['-x', '-C', into], { input: headContentTar });
  return path.join(into, 'content');
}

/** What a test file that works in real copies of this repository uses (cloneFixture). */
export interface CloneFixture {
  /** A new temporary folder, removed after the file. */
  temp: (name: string) => string;
  /** git as a test's committer. */
  git: typeof gitAsTest;
  /** Whether this copy has git: without it, the clone tests are skipped. */
  inGit: boolean;
  /** The timeout of a test that clones this repository and imports into it. */
  timeout: number;
  /** A maintainer's clone with real commits in a new temporary folder (fullClone). */
  fullCloneIn: (name: string) => string;
  /** A depth-1 clone in a new temporary folder (shallowClone). */
  shallowCloneIn: (name: string) => string;
  /** A reviewer's zip in a new temporary folder (archiveContent): its content root. */
  archiveIn: (name: string) => string;
}

/**
 * The one fixture of the test files that work in real copies of this repository (a clone with
 * real commits, a depth-1 clone, a `git archive` copy): their temporary folders, removed after the
 * file with the clone tests' long timeout, and git as the test's committer. Call it once, at the
 * top of the file.
 */
export function cloneFixture(): CloneFixture {
  const { temp, removeAll } = tempFolders();
  afterAll(removeAll, CLONE_TEST_TIMEOUT);
  return {
    temp,
    git: gitAsTest,
    inGit: REPO_IN_GIT,
    timeout: CLONE_TEST_TIMEOUT,
    fullCloneIn: (name) => fullClone(temp(name)),
    shallowCloneIn: (name) => shallowClone(temp(name)),
    archiveIn: (name) => archiveContent(temp(name)),
  };
}

export {
  acceptAsMaintainer,
  maintainerOf,
  TEST_MAINTAINER,
  testMaintainer,
} from './test-maintainer.ts';
export {
  registerReviewer,
  retireReviewer,
  signTestBundle,
  type TestReviewer,
  testReviewer,
} from './test-reviewer.ts';
export { treeHash } from './tree-hash.ts';
