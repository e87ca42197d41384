/**
 * `pnpm test`: every test task in one turbo run, two tasks at a time (the machine has 2 cores),
 * going on after a failure; a task whose sources did not change is replayed from turbo's cache, and
 * turbo's graph orders the rest (the site's browser checks, built-HTML checks, editions and deploy
 * checks after the builds they read). Build logs (the route listing) are shown only for their
 * warnings and errors, or in full when a build fails. Then a summary per task and last
 * `N passed, M failed`.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { ensureSystemPackages } from './system-packages.ts';
import { failedTasksIn, summarizeTask, type TaskResult } from './task-summary.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const QUIET_TASKS = /#build(:open(:check)?)?$/;
// Astro's [WARN]/[ERROR] lines and plain warnings; asset names such as `error-result.js` do not count.
const NOTEWORTHY = /\[(WARN|ERROR)\]|warning|\berror(?![-.\w])|does not exist|fail|✗/i;

/** Runs turbo, echoing test logs and collecting every task's lines; resolves with the exit code. */
function runTurbo(args: string[], logs: Map<string, string[]>): Promise<{ code: number; failed: string[] }> {
  return new Promise((resolve) => {
    // turbo itself (the workspace's node_modules/.bin), not through `pnpm exec`.
    const child = spawn(path.join(root, 'node_modules', '.bin', 'turbo'), args, {
      cwd: root,
      env: { ...process.env, POLYHEDRAL_TEST_REPORTER: 'dot' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const failed: string[] = [];
    let pending = '';
    const onLine = (raw: string) => {
      const line = stripVTControlCharacters(raw);
      // `@scope/name:task:` or `//:task:` (a root task: the packages' typecheck).
      const prefixed = /^(@[\w-]+\/[\w-]+|\/\/):([\w:-]+): ?(.*)$/.exec(line);
      if (!prefixed) {
        failed.push(...failedTasksIn(line));
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
      resolve({ code: 1, failed });
    });
    child.on('close', (code) => {
      if (pending) onLine(pending);
      resolve({ code: code ?? 1, failed });
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

/** Every test task (the site's and the workbench's browser checks are `test:browser`). */
const TEST_TASKS = [
  'typecheck',
  'typecheck:packages',
  'test',
  'test:scripts',
  'check',
  'test:pack',
  'test:dist',
  'test:browser',
  'test:engines',
  'test:editions',
  'test:deploy',
];

// The system packages' install, when one is under way (as root on a fresh machine), ends first.
let installFailure: string | undefined;
if (system.kind === 'installing') {
  const outcome = await system.done;
  if (outcome.kind === 'missing') installFailure = outcome.message;
}

const started = Date.now();
const logs = new Map<string, string[]>();
let exitCode = 2;
const failedTasks: string[] = [];
if (installFailure === undefined) {
  const run = await runTurbo(
    ['run', ...TEST_TASKS, '--concurrency=2', '--continue', '--output-logs=full'],
    logs,
  );
  failedTasks.push(...run.failed);
  exitCode = run.code === 0 ? 0 : 1;
}

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
if (installFailure !== undefined) console.log(`\nNo test run: ${installFailure}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(exitCode === 2 ? 2 : failed > 0 || exitCode !== 0 ? 1 : 0);
