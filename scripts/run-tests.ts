/**
 * `pnpm test`: every test through turbo (so a cached pass is replayed only when no source it
 * depends on changed), in the lanes of test-lanes.ts, then `test:editions` and `test:deploy`, which
 * read both editions' builds. Build logs (the route listing) are shown only for their warnings and
 * errors, or in full when a build fails. Then the summary, the time of every task, and last
 * `N passed, M failed`.
 */

import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { ensureSystemPackages, runNeeds } from './system-packages.ts';
import { failedTasksIn, summarizeTask, type TaskResult } from './task-summary.ts';
import { formatTaskTimes, readTaskTimes, type TaskTime } from './task-times.ts';
import {
  AFTER_LANES,
  type Lane,
  readsSiteBuild,
  SHARED_RUNS,
  SITE_BUILD_RUN,
  TEST_LANES,
  type TurboRun,
  turboArgs,
} from './test-lanes.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const QUIET_TASKS = /#build(:open)?$/;
// Astro's [WARN]/[ERROR] lines and plain warnings; asset names such as `error-result.js` do not count.
const NOTEWORTHY = /\[(WARN|ERROR)\]|warning|\berror(?![-.\w])|does not exist|fail|✗/i;

/** Runs turbo, echoing test logs and collecting every task's lines; resolves with the exit code. */
function runTurbo(
  args: string[],
  logs: Map<string, string[]>,
): Promise<{ code: number; failed: string[]; summaryFile?: string }> {
  return new Promise((resolve) => {
    // turbo itself (the workspace's node_modules/.bin), not through `pnpm exec`: one package
    // manager start less for each of the nine runs.
    const child = spawn(path.join(root, 'node_modules', '.bin', 'turbo'), args, {
      cwd: root,
      env: { ...process.env, POLYHEDRAL_TEST_REPORTER: 'dot' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const failed: string[] = [];
    let summaryFile: string | undefined;
    let pending = '';
    const onLine = (raw: string) => {
      const line = stripVTControlCharacters(raw);
      // `@scope/name:task:` or `//:task:` (a root task: the packages' typecheck).
      const prefixed = /^(@[\w-]+\/[\w-]+|\/\/):([\w:-]+): ?(.*)$/.exec(line);
      if (!prefixed) {
        failed.push(...failedTasksIn(line));
        const summary = /^\s*Summary:\s+(\S+\.json)\s*$/.exec(line);
        if (summary) {
          summaryFile = summary[1];
          return;
        }
        if (line.trim() && !/^\s*(Tasks|Cached|Time|•|Running|Remote caching|turbo \d)/.test(line)) {
          console.log(raw);
        }
        return;
      }
      const task = `${prefixed[1]}#${prefixed[2]}`;
      const list = logs.get(task) ?? [];
      list.push(prefixed[3]!);
      logs.set(task, list);
      if (!QUIET_TASKS.test(task) || NOTEWORTHY.test(prefixed[3]!)) console.log(raw);
    };
    const onData = (chunk: Buffer) => {
      pending += chunk.toString('utf8');
      const lines = pending.split('\n');
      pending = lines.pop()!;
      for (const line of lines) onLine(line);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('error', (error) => {
      console.error(`turbo could not be started: ${error.message}`);
      resolve({ code: 1, failed, summaryFile });
    });
    child.on('close', (code) => {
      if (pending) onLine(pending);
      resolve({ code: code ?? 1, failed, summaryFile });
    });
  });
}

// Before any test: the system packages the suites need (named and stopped for when missing and
// not root; as root installed in the background, the runs that need them waiting for it).
const system = ensureSystemPackages();
if (system.kind === 'missing') {
  console.error(system.message);
  process.exit(2);
}

/**
 * Waits, before a run, for the install of the system packages it needs (when one is under way):
 * true when the run may start. A failed install is reported when a run first needs it, and again
 * with the runs left out before the last line (`notRun`).
 */
let installFailure: string | undefined;
const notRun: string[] = [];
async function packagesReadyFor(run: readonly string[]): Promise<boolean> {
  if (system.kind !== 'installing') return true;
  // Only the apt lines whose packages this run uses: the Chromium checks never wait for the engines'.
  const needed = system.batches.filter((batch) => runNeeds(run, batch.packages));
  for (const batch of needed) {
    const outcome = await batch.done;
    if (outcome.kind !== 'missing') continue;
    if (installFailure === undefined) console.error(outcome.message);
    installFailure = outcome.message;
    notRun.push(run.join(' '));
    return false;
  }
  return true;
}

const started = Date.now();
const logs = new Map<string, string[]>();
const failedTasks: string[] = [];
const taskTimes: TaskTime[] = [];
let exitCode = 0;

/** Settles when the site's build run has ended (a run that reads dist/ without building waits for it). */
let siteBuildEnded: () => void = () => {};
const siteBuilt = new Promise<void>((resolve) => {
  siteBuildEnded = resolve;
});

/** One turbo run, once the system packages it needs are there (it goes on after a failure). */
async function runOne(run: TurboRun): Promise<void> {
  if (readsSiteBuild(run) && run !== SITE_BUILD_RUN) await siteBuilt;
  try {
    if (!(await packagesReadyFor(run))) {
      exitCode = 2;
      return;
    }
    const { code, failed, summaryFile } = await runTurbo(turboArgs(run), logs);
    failedTasks.push(...failed);
    if (summaryFile) taskTimes.push(...readTaskTimes(summaryFile));
    if (code !== 0) exitCode = Math.max(exitCode, 1);
  } finally {
    if (run === SITE_BUILD_RUN) siteBuildEnded();
  }
}

/** The runs every lane takes from once its own are done, first come first served. */
const sharedRuns = [...SHARED_RUNS];

/** A lane's turbo runs, one after the other, then shared runs while any is left. */
async function runLane(lane: Lane): Promise<void> {
  for (const run of lane) await runOne(run);
  for (let run = sharedRuns.shift(); run; run = sharedRuns.shift()) await runOne(run);
}

await Promise.all(TEST_LANES.map(runLane));
await runLane(AFTER_LANES);

// A failed build's full log: its route listing hides nothing then.
for (const task of failedTasks.filter((name) => QUIET_TASKS.test(name))) {
  console.log(`\n== ${task} (full log)`);
  for (const line of logs.get(task) ?? []) console.log(line);
}

const results: TaskResult[] = [];
for (const [task, lines] of logs) {
  const result = summarizeTask(task, lines, failedTasks.includes(task));
  if (result) results.push(result);
}
const width = Math.max(...results.map((r) => r.task.length));
console.log('\nSummary');
for (const r of results) console.log(`  ${r.task.padEnd(width)}  ${r.text}`);
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
console.log(`  (${((Date.now() - started) / 1000).toFixed(0)} s)`);
console.log('\nTask times');
for (const line of formatTaskTimes(taskTimes)) console.log(line);
if (installFailure !== undefined) {
  console.log(`\nNot run (${installFailure}):`);
  for (const run of notRun) console.log(`  turbo run ${run}`);
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(exitCode === 2 ? 2 : failed > 0 || exitCode !== 0 ? 1 : 0);
