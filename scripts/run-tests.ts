/**
 * `pnpm test`: every test through turbo (so a cached pass is replayed only when no source it
 * depends on changed), then one summary. The tasks run in two lanes side by side
 * (`test-lanes.ts`): the site build and its browser checks, the longest chain, from the first
 * second, then the unit tests of three small packages; beside them, one task at a time, the typechecks (`tsc` over every package in one
 * program, `astro check` for the site), `test` in every package (vitest with the dot reporter: a
 * dot per test, failures in full), the scripts' own tests, `check` (the content check) and
 * `test:pack`, then the workbench's browser checks and the open edition's build. Then `test:editions` and `test:deploy`
 * (the site served by nginx and Caddy with deploy/), which read both editions' builds.
 * Build logs (the route listing) are shown only for their warnings and errors, or in full when a
 * build fails. Then the summary, the time of every task, and last `N passed, M failed`.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ensureSystemPackages } from './system-packages.ts';
import { failedTasksIn, summarizeTask, type TaskResult } from './task-summary.ts';
import { formatTaskTimes, readTaskTimes, type TaskTime } from './task-times.ts';
import { AFTER_LANES, type Lane, TEST_LANES, turboArgs } from './test-lanes.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const QUIET_TASKS = /#build(:open)?$/;
// Astro's [WARN]/[ERROR] lines and plain warnings; asset names such as `error-result.js` do not count.
const NOTEWORTHY = /\[(WARN|ERROR)\]|warning|\berror(?![-.\w])|does not exist|fail|✗/i;
// biome-ignore lint/suspicious/noControlCharactersInRegex: ANSI colour codes start with ESC.
const ANSI = /\u001b\[[0-9;]*m/g;

/** Runs turbo, echoing test logs and collecting every task's lines; resolves with the exit code. */
function runTurbo(
  args: string[],
  logs: Map<string, string[]>,
): Promise<{ code: number; failed: string[]; summaryFile?: string }> {
  return new Promise((resolve) => {
    const child = spawn('pnpm', ['exec', 'turbo', ...args], {
      cwd: root,
      env: { ...process.env, POLYHEDRAL_TEST_REPORTER: 'dot' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const failed: string[] = [];
    let summaryFile: string | undefined;
    let pending = '';
    const onLine = (raw: string) => {
      const line = raw.replace(ANSI, '');
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
    child.on('close', (code) => {
      if (pending) onLine(pending);
      resolve({ code: code ?? 1, failed, summaryFile });
    });
  });
}

// Before any test: the system packages the suites need (installed here as root, else named).
const system = ensureSystemPackages();
if (system.kind === 'missing') {
  console.error(system.message);
  process.exit(2);
}

const started = Date.now();
const logs = new Map<string, string[]>();
const failedTasks: string[] = [];
const taskTimes: TaskTime[] = [];
let exitCode = 0;

/** A lane's turbo runs, one after the other (a run goes on after a failure, and so does its lane). */
async function runLane(lane: Lane): Promise<void> {
  for (const run of lane) {
    const { code, failed, summaryFile } = await runTurbo(turboArgs(run), logs);
    failedTasks.push(...failed);
    if (summaryFile) taskTimes.push(...readTaskTimes(summaryFile));
    if (code !== 0) exitCode = 1;
  }
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
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || exitCode !== 0 ? 1 : 0);
