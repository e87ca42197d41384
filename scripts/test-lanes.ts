/**
 * How `pnpm test` schedules its turbo tasks on a 2-core machine: two lanes side by side, each a
 * list of turbo runs done in order, then the checks that need both lanes' output.
 *
 * One `turbo run` of every task did not start the longest chain first: the site build started
 * 89 s into the run and its browser checks 31 s after it ended, then ran alone for 171 s while
 * the other core idled (436 s in all). Turbo picks among ready tasks by its graph walk, not by
 * length, and has no priority setting. So the longest chain (the site build, then its browser
 * checks) gets a lane of its own from the first second, and every other task runs one at a time
 * beside it.
 *
 * The lanes must hold every task once: `test-lanes.test.ts` asks turbo (`--dry=json`) for the
 * tasks each run would start and compares them with the tasks of one run of everything.
 */

/** One `turbo run`: its tasks and filters (the shared flags are added by `turboArgs`). */
export type TurboRun = readonly string[];

/** Runs done in order; the lanes run side by side. */
export type Lane = readonly TurboRun[];

export const TEST_LANES: readonly Lane[] = [
  // The longest chain: the site build (about a minute) and its browser checks (about three), then
  // the workbench's browser checks, which balance the lanes (with them in the other lane it ended
  // 150 s after this one).
  [
    ['test:browser', '--filter=@polyhedral/site'],
    ['test:browser', '--filter=@polyhedral/workbench'],
  ],
  // The rest, one task at a time beside it. The open edition builds after the unit tests so that
  // the site build has filled the font subset cache it reads (both builds subset the same faces).
  [
    ['typecheck', 'typecheck:packages', 'test', 'test:scripts', 'check', 'test:pack'],
    ['build:open', '--filter=@polyhedral/site'],
  ],
];

/** After both lanes: the checks that read both editions' builds (`--only`: nothing is rebuilt). */
export const AFTER_LANES: Lane = [['test:editions', 'test:deploy', '--filter=@polyhedral/site', '--only']];

/** Every task `pnpm test` runs, as one turbo run would name them (what the lanes must cover). */
export const ALL_TEST_TASKS: TurboRun = [
  'typecheck',
  'typecheck:packages',
  'test',
  'test:scripts',
  'check',
  'test:pack',
  'test:browser',
  'test:editions',
  'test:deploy',
];

/** The flags of every run: one task at a time, go on after a failure, full logs, a summary file. */
export function turboArgs(run: TurboRun): string[] {
  return ['run', ...run, '--concurrency=1', '--continue', '--output-logs=full', '--summarize'];
}
