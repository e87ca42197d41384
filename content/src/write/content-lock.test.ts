/**
 * One write lock for every writer in every process (issue: pre-release probe, round 3: a workbench
 * save during `content import` overwrote the import's change in 2 of 15 rounds while it printed
 * "applied"). Two processes saving two sections of one file as fast as they can lose nothing; a
 * lock left by a process that is gone is broken; a lock held too long is a refusal that names its
 * holder.
 */
import { execFile, execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, symlinkSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundledScript } from '../../test/support/cli-bundle.ts';
import { copyFixture } from '../../test/support/test-support.ts';
import { REPO_ROOT } from '../loader/content-root.ts';
import { loadContent } from '../loader/load-content.ts';
import { saveSection } from '../sections/save-section.ts';
import { sectionIn } from '../sections/section-in.ts';
import { sectionTextHash } from '../sections/section-text-hash.ts';
import {
  ContentLockBusyError,
  ContentLockInvalidError,
  LOCK_FILE,
  LOCK_WAIT_MS,
  lockWait,
  STALE_LOCK_MS,
  withContentLock,
  withContentLockAsync,
} from './content-lock.ts';

const DICE = 'th/playing-the-game/Dice.md';

const module = (file: string) => JSON.stringify(path.join(REPO_ROOT, 'content/src', file));

/** The saver's script: its root, section and count come from its one argument (JSON). */
const SAVER = `
  import { readFileSync } from 'node:fs';
  import { loadContent } from ${module('loader/load-content.ts')};
  import { saveSection } from ${module('sections/save-section.ts')};
  import { sectionIn } from ${module('sections/section-in.ts')};
  import { sectionTextHash } from ${module('sections/section-text-hash.ts')};
  const { root, id, times } = JSON.parse(process.argv[2]);
  const model = loadContent({ root });
  const refused = [];
  let saved = 0;
  let last = '';
  for (let round = 0; round < times; round += 1) {
    const current = sectionIn(readFileSync(root + '/${DICE}', 'utf8'), 'Dice', id);
    const text = current.replace(/ n\\d+$/, '') + ' n' + round;
    const result = saveSection(model, 'th', id, text, { base: sectionTextHash(current) });
    if (result.ok) { saved += 1; last = text; } else refused.push(result.refusal.code);
  }
  process.stdout.write(JSON.stringify({ saved, refused, last }));`;

/**
 * A child process that saves section `id` of DICE `times` times as fast as it can; its outcomes.
 * The script is bundled once (bundledScript), not compiled by tsx in each child.
 */
function saver(
  root: string,
  id: string,
  times: number,
): Promise<{ saved: number; refused: string[]; last: string }> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [bundledScript('saver', SAVER), JSON.stringify({ root, id, times })],
      { cwd: path.join(REPO_ROOT, 'content'), encoding: 'utf8' },
      (error, stdout, stderr) => (error ? reject(new Error(stderr)) : resolve(JSON.parse(stdout))),
    );
  });
}

describe('the content write lock', () => {
  it('two processes saving two sections of one file 150 times each: every save kept, none lost', async () => {
    const root = copyFixture('valid');
    const [first, second] = await Promise.all([
      saver(root, 'DiceNotation', 150),
      saver(root, 'PlayerorDM', 150),
    ]);
    // A save whose own section was overwritten by the other process's stale copy would be refused
    // as changed on disk: that is a lost update.
    expect([first.refused, second.refused]).toEqual([[], []]);
    expect([first.saved, second.saved]).toEqual([150, 150]);
    const text = readFileSync(path.join(root, DICE), 'utf8');
    expect(sectionIn(text, 'Dice', 'DiceNotation')).toBe(first.last);
    expect(sectionIn(text, 'Dice', 'PlayerorDM')).toBe(second.last);
  });

  it('is taken again by the process that holds it (a save inside an import)', () => {
    const root = copyFixture('valid');
    const result = withContentLock(root, () => withContentLock(root, () => 'inner'));
    expect(result).toBe('inner');
    expect(() => readFileSync(path.join(root, LOCK_FILE))).toThrow();
  });

  it('a lock left by a process that is gone, or a copy of this process s own, is broken', () => {
    const root = copyFixture('valid');
    for (const pid of [2 ** 22 + 12_345, process.pid]) {
      writeFileSync(
        path.join(root, LOCK_FILE),
        JSON.stringify({ pid, host: hostname(), since: Date.now(), nonce: 'left-over' }),
      );
      expect(withContentLock(root, () => 'written', { waitMs: 200 })).toBe('written');
    }
  });

  it('a lock held by a live process for the whole wait: a save refuses, naming the holder; nothing written', () => {
    const root = copyFixture('valid');
    // The parent of this test process is alive and is not this process.
    const holder = process.ppid;
    writeFileSync(
      path.join(root, LOCK_FILE),
      JSON.stringify({ pid: holder, host: hostname(), since: Date.now(), nonce: 'busy' }),
    );
    expect(() => withContentLock(root, () => 'never', { waitMs: 100 })).toThrow(ContentLockBusyError);
    const model = loadContent({ root });
    const section = model.sections.get('DiceNotation')!.th!;
    const before = readFileSync(path.join(root, DICE));
    const started = Date.now();
    lockWait.ms = 500;
    let result: ReturnType<typeof saveSection>;
    try {
      result = saveSection(model, 'th', 'DiceNotation', `${section.markdown} x`, {
        base: sectionTextHash(section.markdown),
      });
    } finally {
      lockWait.ms = LOCK_WAIT_MS;
    }
    expect(Date.now() - started).toBeGreaterThanOrEqual(500);
    expect(result).toMatchObject({
      ok: false,
      refusal: { code: 'content.write.locked', file: DICE, params: { pid: holder } },
    });
    expect(readFileSync(path.join(root, DICE)).equals(before)).toBe(true);
  });

  it('a lock with a live holder but a since that is no time, or lies in the future, is broken once still', () => {
    const root = copyFixture('valid');
    const lock = path.join(root, LOCK_FILE);
    for (const since of ['soon', null, Date.now() + 86_400_000]) {
      writeFileSync(lock, JSON.stringify({ pid: process.ppid, host: hostname(), since, nonce: 'odd' }));
      // Still for three seconds: not a lock being written this instant.
      const still = (Date.now() - 3000) / 1000;
      utimesSync(lock, still, still);
      expect(withContentLock(root, () => 'written', { waitMs: 0 })).toBe('written');
    }
  });

  it('a lock file that is no holder’s record, whatever field is wrong, is judged at once: broken, even written this instant', () => {
    const root = copyFixture('valid');
    const lock = path.join(root, LOCK_FILE);
    const live = { pid: process.ppid, host: hostname(), since: Date.now(), nonce: 'odd' };
    const records = [
      { ...live, since: 'soon' },
      { ...live, pid: 'abc' },
      { ...live, host: 7 },
      { ...live, nonce: null },
    ];
    for (const text of [...records.map((record) => JSON.stringify(record)), 'garbage', '']) {
      writeFileSync(lock, text);
      expect(
        withContentLock(root, () => 'written', { waitMs: 0 }),
        text,
      ).toBe('written');
    }
  });

  it('liveness before age: a paused writer on this host keeps its lock past STALE_LOCK_MS', () => {
    const root = copyFixture('valid');
    writeFileSync(
      path.join(root, LOCK_FILE),
      JSON.stringify({
        pid: process.ppid,
        host: hostname(),
        since: Date.now() - 2 * STALE_LOCK_MS,
        nonce: 'paused',
      }),
    );
    expect(() => withContentLock(root, () => 'never', { waitMs: 0 })).toThrow(ContentLockBusyError);
  });

  it('a lock path that is a folder, a symlink (dangling or not) or a pipe is refused at once, named', () => {
    const forms: Record<string, (lock: string, root: string) => void> = {
      directory: (lock) => mkdirSync(lock),
      symlink: (lock, root) => symlinkSync(path.join(root, 'nowhere'), lock),
      'not-regular': (lock) => execFileSync('mkfifo', [lock]),
    };
    for (const [kind, make] of Object.entries(forms)) {
      const root = copyFixture('valid');
      const lock = path.join(root, LOCK_FILE);
      make(lock, root);
      let thrown: unknown;
      try {
        withContentLock(root, () => 'never', { waitMs: 60_000 });
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(ContentLockInvalidError);
      expect(thrown).toMatchObject({ kind });
      expect((thrown as ContentLockInvalidError).lockFile.endsWith(LOCK_FILE)).toBe(true);
    }
  });

  it('writers taking turns for longer than the wait are progress: a waiting save takes its turn, not a refusal', async () => {
    // On a busy machine two savers alternate slowly (issue 62: a CI run at load 25 refused a save
    // as `content.write.locked` while the other process was saving). The wait counts one holding.
    const root = copyFixture('valid');
    const lock = path.join(root, LOCK_FILE);
    let turn = 0;
    const takeTurn = () => {
      turn += 1;
      const holder = { pid: process.ppid, host: hostname(), since: Date.now(), nonce: `turn-${turn}` };
      writeFileSync(lock, JSON.stringify(holder));
    };
    takeTurn();
    let stopped = false;
    const turns = setInterval(takeTurn, 20);
    // The others hand the lock on every 20 ms for 2.5 s: two and a half times the waiting save's
    // 1 s, each holding fifty times shorter than it.
    const done = new Promise<void>((resolve) =>
      setTimeout(() => {
        clearInterval(turns);
        stopped = true;
        unlinkSync(lock);
        resolve();
      }, 2500),
    );
    const waiting = withContentLockAsync(root, () => (stopped ? 'written after the others' : 'too early'), {
      waitMs: 1000,
    });
    await expect(waiting).resolves.toBe('written after the others');
    await done;
  });

  it('withContentLockAsync waits on timers: the event loop turns while a live holder keeps the lock', async () => {
    const root = copyFixture('valid');
    writeFileSync(
      path.join(root, LOCK_FILE),
      JSON.stringify({ pid: process.ppid, host: hostname(), since: Date.now(), nonce: 'busy' }),
    );
    let turns = 0;
    const ticker = setInterval(() => {
      turns += 1;
    }, 1);
    const waiting = withContentLockAsync(root, () => 'never', { waitMs: 300 });
    await expect(waiting).rejects.toBeInstanceOf(ContentLockBusyError);
    clearInterval(ticker);
    // The sleeping lock let no timer run in its wait; the async one lets them run throughout.
    expect(turns).toBeGreaterThan(5);
  });
});
