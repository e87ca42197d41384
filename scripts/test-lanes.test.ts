import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  AFTER_LANES,
  ALL_TEST_TASKS,
  readsSiteBuild,
  SHARED_RUNS,
  SITE_BUILD_RUN,
  SUITES_IN_PARTS,
  TEST_LANES,
  type TurboRun,
} from './test-lanes.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const turbo = fileURLToPath(new URL('../node_modules/.bin/turbo', import.meta.url));

/** The tasks a turbo run would start (`--dry=json`), those of packages without the script left out. */
function tasksOf(run: TurboRun): string[] {
  const json = execFileSync(turbo, ['run', ...run, '--dry=json'], {
    cwd: root,
    encoding: 'utf8',
    // The dry run lists every task's inputs with their hashes: over 1 MB, Node's default buffer.
    maxBuffer: 256 * 1024 * 1024,
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
  });
  const dry = JSON.parse(json) as { tasks: { taskId: string; command: string }[] };
  return dry.tasks
    .filter((task) => task.command !== '<NONEXISTENT>')
    .map((task) => task.taskId)
    .sort();
}

describe('pnpm test lanes', () => {
  const lanes = [...TEST_LANES, SHARED_RUNS, AFTER_LANES].map((lane) => lane.map(tasksOf));

  const everything = tasksOf(ALL_TEST_TASKS);

  it('start every task of one run of everything, each once (no build in two lanes at once)', () => {
    const started = lanes.flat(2).sort();
    expect(started).toEqual(everything.filter((task) => !(task in SUITES_IN_PARTS)));
    expect(new Set(started).size).toBe(started.length);
  });

  it('run a suite in parts instead of whole: every part, never the whole task', () => {
    const started = lanes.flat(2);
    for (const [whole, parts] of Object.entries(SUITES_IN_PARTS)) {
      expect(everything).toContain(whole);
      expect(started).not.toContain(whole);
      for (const part of parts) expect(started).toContain(part);
    }
  });

  // lanes: [the three TEST_LANES, SHARED_RUNS, AFTER_LANES], each a list of runs' tasks.
  const shared = () => lanes[TEST_LANES.length]!;

  it('start the longest chain, the site build and the first part of its browser checks, in a lane of its own', () => {
    // The facts read from the build without a browser (test:dist) run just before the part.
    expect(lanes[0]).toEqual([
      ['@polyhedral/site#build'],
      ['@polyhedral/site#test:browser:first', '@polyhedral/site#test:dist'],
    ]);
  });

  it('run the second part in a lane of its own after the workbench browser checks, waiting for the site build', () => {
    expect(lanes[1]).toEqual([
      ['@polyhedral/workbench#test:browser'],
      ['@polyhedral/site#test:browser:second'],
    ]);
    expect(readsSiteBuild(TEST_LANES[1]![1]!)).toBe(true);
    // The workbench's checks need no site build: the lane starts at once.
    expect(readsSiteBuild(TEST_LANES[1]![0]!)).toBe(false);
    expect(tasksOf(TEST_LANES[1]![0]!)).not.toContain('@polyhedral/site#build');
  });

  it('never run a part of the site browser checks as a shared run or in the unit tests lane', () => {
    expect(lanes[2]!.flat().filter((task) => task.includes('test:browser'))).toEqual([]);
    expect(
      shared()
        .flat()
        .filter((task) => task.includes('test:browser')),
    ).toEqual([]);
  });

  it('leave the open edition build to whichever lane is free first, the first shared run', () => {
    expect(shared()[0]).toEqual(['@polyhedral/site#build:open']);
    expect(lanes.slice(0, TEST_LANES.length).flat(2)).not.toContain('@polyhedral/site#build:open');
  });

  it('run the cross-engine checks as a shared run that reads the site build and waits for it', () => {
    const engines = SHARED_RUNS.findIndex((run) => run.includes('test:engines'));
    expect(shared()[engines]).toEqual(['@polyhedral/site#test:engines']);
    expect(readsSiteBuild(SHARED_RUNS[engines]!)).toBe(true);
    expect(tasksOf(SITE_BUILD_RUN)).toContain('@polyhedral/site#build');
    expect(readsSiteBuild(SITE_BUILD_RUN)).toBe(false);
    // Every other run that reads the build without building it waits too.
    expect(readsSiteBuild(TEST_LANES[0]![1]!)).toBe(true);
    expect(readsSiteBuild(AFTER_LANES[0]!)).toBe(true);
  });
});
