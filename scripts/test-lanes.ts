/**
 * How `pnpm test` schedules its turbo tasks on a 2-core machine: three lanes side by side, each a
 * list of turbo runs done in order, then the checks that need the lanes' output. Turbo picks among
 * ready tasks by its graph walk, not by length, and has no priority setting, so the longest chain
 * (the site build, then the first part of its browser checks) gets a lane of its own from the
 * first second; the second lane holds the workbench's browser checks, then the second part of the
 * site's (apps/site/playwright.config.ts; `playwright test` alone still runs both parts:
 * SUITES_IN_PARTS); the third the type-checks and unit tests; the rest are shared runs, taken by
 * whichever lane is free first, longest first. How the lanes came to be so, with the task times
 * behind each move: docs/decisions (038, 067, 089, 138, 142).
 *
 * The lanes must hold every task once: `test-lanes.test.ts` asks turbo (`--dry=json`) for the
 * tasks each run would start and compares them with the tasks of one run of everything.
 */

/**
 * The packages whose unit tests are a run of their own, taken by the lane free first (SHARED_RUNS):
 * about 45 s that evens the lanes' ends. These three have no other task in the third lane's run
 * (their builds are pulled in by what needs them).
 */
export const SHARED_UNIT_TESTS = ['@polyhedral/dice', '@polyhedral/i18n', '@polyhedral/markdown'] as const;

/** One `turbo run`: its tasks and filters (the shared flags are added by `turboArgs`). */
export type TurboRun = readonly string[];

/** The tasks of the third lane's run, one at a time beside the site's browser checks. */
const UNIT_LANE_TASKS: TurboRun = [
  'typecheck',
  'typecheck:packages',
  'test',
  'test:scripts',
  'check',
  'test:pack',
];

/** Runs done in order; the lanes run side by side. */
export type Lane = readonly TurboRun[];

export const TEST_LANES: readonly Lane[] = [
  // The longest chain: the site build (about two minutes) and the first part of its browser checks
  // (about six). The build and its checks are two runs: on a fresh machine the browser's Debian
  // packages are installed beside the build (scripts/system-packages.ts), and only the checks wait.
  // The facts read from the build without a browser (`test:dist`, vitest) come first: seconds.
  [
    ['build', '--filter=@polyhedral/site'],
    ['test:dist', 'test:browser:first', '--filter=@polyhedral/site', '--only'],
  ],
  // The workbench's browser checks (about two minutes, no site build needed) while the site
  // builds, then the second part of the site's (about five minutes), which waits for the build.
  [
    ['test:browser', '--filter=@polyhedral/workbench'],
    ['test:browser:second', '--filter=@polyhedral/site', '--only'],
  ],
  // The rest, one task at a time beside them: type-checks, every other package's unit tests, the
  // content check and the pack test (about six and a half minutes).
  [[...UNIT_LANE_TASKS, ...SHARED_UNIT_TESTS.map((name) => `--filter=!${name}`)]],
];

/**
 * Runs taken in this order by whichever lane is free first, the longest first: the open
 * edition's build (about two and a half minutes), the cross-engine checks (about two) and the
 * three small unit tests. The open edition's build shares the font subset cache with the site
 * build safely: entries are content-addressed and written aside, then renamed.
 */
export const SHARED_RUNS: Lane = [
  ['build:open', '--filter=@polyhedral/site'],
  // The cross-engine checks (Gecko and WebKit) read the site's build: `--only`, and the run waits
  // for the first lane's build to end (SITE_BUILD_RUN) if it is not over.
  ['test:engines', '--filter=@polyhedral/site', '--only'],
  ['test', ...SHARED_UNIT_TESTS.map((name) => `--filter=${name}`)],
];

/** A `--only` run of the site's checks waits for this run. */
export const SITE_BUILD_RUN: TurboRun = TEST_LANES[0]![0]!;

/** Whether a run reads the site's build without building it (it must wait for SITE_BUILD_RUN). */
export function readsSiteBuild(run: TurboRun): boolean {
  return run.includes('--only') && run.includes('--filter=@polyhedral/site');
}

/** After the lanes: the checks that read both editions' builds (`--only`: nothing is rebuilt). */
export const AFTER_LANES: Lane = [['test:editions', 'test:deploy', '--filter=@polyhedral/site', '--only']];

/**
 * The tasks `pnpm test` runs in parts instead of whole: each task, and its parts (turbo tasks of
 * their own that together run every test of the task once; apps/site/playwright.config.ts).
 */
export const SUITES_IN_PARTS: Readonly<Record<string, readonly string[]>> = {
  '@polyhedral/site#test:browser': [
    '@polyhedral/site#test:browser:first',
    '@polyhedral/site#test:browser:second',
  ],
};

/** Every task `pnpm test` runs (what the lanes must cover), SUITES_IN_PARTS counted by their parts. */

export const ALL_TEST_TASKS: TurboRun = [
  ...UNIT_LANE_TASKS,
  'test:dist',
  'test:browser',
  'test:browser:first',
  'test:browser:second',
  'test:engines',
  'test:editions',
  'test:deploy',
];

/** The flags of every run: one task at a time, go on after a failure, full logs, a summary file. */
export function turboArgs(run: TurboRun): string[] {
  return ['run', ...run, '--concurrency=1', '--continue', '--output-logs=full', '--summarize'];
}
