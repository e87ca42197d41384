/**
 * How `pnpm test` schedules its turbo tasks on a 2-core machine: three lanes side by side, each a
 * list of turbo runs done in order, then the checks that need the lanes' output.
 *
 * One `turbo run` of every task did not start the longest chain first: the site build started
 * 89 s into the run and its browser checks 31 s after it ended, then ran alone for 171 s while
 * the other core idled (436 s in all). Turbo picks among ready tasks by its graph walk, not by
 * length, and has no priority setting. So the longest chain (the site build, then its browser
 * checks) gets a lane of its own from the first second, and every other task runs one at a time
 * beside it.
 *
 * The open edition's build (52 s) moved to the first lane: with it in the second, that lane held
 * the type-checks (51 s for astro check), every unit test (content 204 s, workbench 196 s) and
 * the build, about 580 s against 437 s for the first (site build 82 s, its browser checks 259 s,
 * the workbench's 96 s), and the run waited on it. After the move: 470 s and about 425 s.
 *
 * Then the content tests ran two files at a time (123 s → 66 s alone; about 188 s in a whole
 * run): the second lane fell to about 340 s, and the workbench's browser checks (83 s) moved to
 * its end: about 390 s for the first lane (site build 83, browser checks 240, open build 65)
 * against about 420 s for the second, from 470 s and 340 s.
 *
 * With the unit tests two to three times cheaper (about 430 s in all), the first lane (site build
 * 86 s, browser checks 291 s, open build 45 s) ended 62 s after the second, the open build alone
 * at the end with a core half idle: it moved to the end of the second lane.
 *
 * With the browser checks sharing tabs and page loads (about 240 s) and the content tests cheaper,
 * the first lane ended at 312 s and the second at 343 s: the unit tests of dice, i18n and markdown
 * (about 17 s) moved to the end of the first lane.
 *
 * Then the pack test installed offline (about 80 s → 15-20 s: npm no longer fetches string-width
 * and its 3 dependencies) and the browser checks kept the HTTP cache of the build's hashed files
 * between checks (18% less CPU over six files). A whole run at load 15-30 (32:43 wall, not
 * comparable with a CI machine's) ended the two lanes together: 1,812 s for the first (site build
 * 593, its browser checks 1,114, the three unit tests 105) and 1,786 s for the second (content
 * tests 343, workbench browser checks 381, open build 221, pack test 51). Scaled to the last CI
 * run's figures the second lane is estimated about 25 s longer (first: 72 + about 390 + 35; second:
 * 583 - 60), within what the estimate can tell: the lanes were left as they are.
 *
 * A quiet run (8:40 wall; site build 82 s, its browser checks 396 s) ended the second lane
 * 65 s before the first, which then ran the three unit tests alone: the runs after each lane's
 * first (the workbench's browser checks, the open edition's build, the three unit tests) are now
 * taken by whichever lane is free first (SHARED_RUNS), and the browser checks' Debian packages
 * are installed beside the site build on a fresh machine instead of before everything.
 *
 * The cross-engine checks (Gecko and WebKit, issue 76) were the first of the shared runs: the second
 * lane, free first, took them while the first still ran the Chromium checks.
 *
 * The site's browser checks were still the longest chain: 497 s after the site build's 91 s in a
 * CI run (639 s for `pnpm test`, 11:05 for .ci/run): the first lane, 588 s, could not end before
 * them, whatever the other tasks were cut to, and a 6-minute run needs `pnpm test` at about 330 s.
 * They run in two parts now (apps/site/playwright.config.ts: two
 * Playwright projects, two turbo tasks): the first part (about 58% of their test time) after the
 * build in the first lane, the second (about 42%: the audits, offline, fonts, print and hand-back
 * checks) the first of the shared runs, taken by whichever lane is free first; the cross-engine
 * checks come after it. `playwright test` alone still runs both parts (SUITES_IN_PARTS).
 *
 * Three lanes (issue 77 item 6). The last CI run (14:47, `pnpm test` 842 s) ran the site build
 * (140 s) and both parts of its browser checks (363 s, 287 s) one after the other in the first lane:
 * 793 s, the run's length; the second lane's own runs ended at 392 s and its shared runs (engines
 * 111 s, the workbench's browser checks 125 s, the open build 156 s) at 790 s. About 0.8 of a
 * core stood idle (59% of two cores used): most of these tasks wait on browsers,
 * servers, git and child processes. The parts had run side by side the run before (14:14: 380 s and
 * 319 s against 363 s and 287 s one after the other, 5% and 11% longer): that run was long because
 * the first lane then took the engines, the workbench's checks and the open build after its part.
 * Now the second part gets a lane of its own, the second, started with the workbench's browser
 * checks (they need no site build) and then the part as soon as the build is there; the third
 * lane holds the type-checks and unit tests; the open build, the engines and the three small unit
 * tests are shared runs, longest first. From the last run's task times: lanes ending about 505 s
 * (build, first part), 430 s (workbench checks, second part) and 392 s, the shared runs ending
 * about 550 s, before what three lanes at once add to each task.
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

/**
 * The tasks of the third lane's run, one at a time beside the site's browser checks (with the
 * site's build and browser checks, the workbench's, the shared runs and the checks after the
 * lanes, every task of `pnpm test`).
 */
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

/** The run that builds the site (the first lane's first): a `--only` run of the site's checks waits for it. */
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

/**
 * Every task `pnpm test` runs, as one turbo run would name them (what the lanes must cover), with
 * the tasks in SUITES_IN_PARTS left out and their parts in.
 */
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
