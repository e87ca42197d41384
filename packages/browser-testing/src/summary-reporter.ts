import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import type { FullResult, Reporter, Suite, TestCase, TestError, TestResult } from '@playwright/test/reporter';

/** A failure's message is cut after this many lines (the trace has the rest). */
const MESSAGE_LINES = 20;

interface FileTally {
  passed: number;
  failed: number;
  /** Failed, then passed when run again (to record its trace): shown in full, not a failure. */
  flaky: number;
  skipped: number;
  failures: string[];
  /** The summed duration of the file's test attempts (every attempt, a retry included), in ms. */
  milliseconds: number;
}

/**
 * Short output for `pnpm test`: one line per test file once all its tests ran, with the seconds its
 * tests took (summed over workers: where the suite's time goes), every failure in
 * full, with where its trace is, a flaky test too; the wall time, and a last line
 * `N passed, M failed` (then `, K flaky` and `, S skipped` when there are any).
 * With POLYHEDRAL_BROWSER_CHECK=verbose it also names every passing test.
 */
export default class SummaryReporter implements Reporter {
  private readonly files = new Map<string, FileTally>();
  private readonly expected = new Map<string, number>();
  private readonly verbose = process.env.POLYHEDRAL_BROWSER_CHECK === 'verbose';
  /** `playwright test --list`: nothing runs, so nothing passes or fails; the tests are counted. */
  private readonly listing: boolean;

  constructor(options: { listing?: boolean } = {}) {
    this.listing = options.listing ?? process.argv.includes('--list');
  }
  /** Errors outside any test (a test file that does not load, a fixture of the worker that fails). */
  private readonly globalErrors: string[] = [];
  private root = process.cwd();
  private started = Date.now();

  onBegin(config: { rootDir: string }, suite: Suite): void {
    this.root = config.rootDir;
    this.started = Date.now();
    for (const test of suite.allTests()) {
      const file = this.fileOf(test);
      this.expected.set(file, (this.expected.get(file) ?? 0) + 1);
    }
  }

  /** A test's first failing attempt, kept until its last attempt (the retry that records the trace). */
  private readonly firstFailure = new Map<TestCase, string>();

  /** Each test's attempts so far, in ms, until its last attempt is reported. */
  private readonly attemptTime = new Map<TestCase, number>();

  onTestEnd(test: TestCase, result: TestResult): void {
    this.attemptTime.set(test, (this.attemptTime.get(test) ?? 0) + result.duration);
    const passed = result.status === test.expectedStatus || result.status === 'skipped';
    if (!passed && !this.firstFailure.has(test)) {
      this.firstFailure.set(test, stripVTControlCharacters(result.error?.message ?? result.status));
    }
    // A failed attempt that will be retried: the retry (with its trace) decides nothing, it
    // only records; the test is reported once, at its last attempt.
    if (!passed && result.retry < test.retries) return;
    const file = this.fileOf(test);
    const tally = this.files.get(file) ?? {
      passed: 0,
      failed: 0,
      flaky: 0,
      skipped: 0,
      failures: [],
      milliseconds: 0,
    };
    this.files.set(file, tally);
    tally.milliseconds += this.attemptTime.get(test) ?? 0;
    this.attemptTime.delete(test);
    const name = test.titlePath().slice(3).join(' › ');
    const failure = this.firstFailure.get(test);
    if (result.status === 'skipped' && failure === undefined) tally.skipped += 1;
    else if (failure === undefined) {
      tally.passed += 1;
      if (this.verbose) console.log(`  PASS ${name}`);
    } else {
      // A check that passes only when run again is flaky: Playwright passes the run, and the
      // summary says so in its own column, with the first error and the retry's trace.
      if (passed) tally.flaky += 1;
      else tally.failed += 1;
      const trace = result.attachments.find((attachment) => attachment.name === 'trace')?.path;
      tally.failures.push(
        [
          passed ? `  FLAKY ${name} (failed, then passed when run again)` : `  FAIL ${name}`,
          ...failure
            .split('\n')
            .slice(0, MESSAGE_LINES)
            .map((line) => `       ${line}`),
          ...(trace ? [`       trace: ${path.relative(process.cwd(), trace)}`] : []),
        ].join('\n'),
      );
    }
    if (tally.passed + tally.failed + tally.flaky + tally.skipped === this.expected.get(file))
      this.printFile(file, tally);
  }

  onStdOut(chunk: string | Buffer): void {
    process.stdout.write(`    ${String(chunk).trimEnd().split('\n').join('\n    ')}\n`);
  }

  onError(error: TestError): void {
    const where = error.location
      ? ` (${path.relative(this.root, error.location.file)}:${error.location.line})`
      : '';
    const message = stripVTControlCharacters(error.message ?? error.value ?? 'unknown error');
    const lines = message.split('\n').slice(0, MESSAGE_LINES);
    this.globalErrors.push(lines.join('\n'));
    console.log(`FAIL error outside a test${where}\n${lines.map((line) => `       ${line}`).join('\n')}`);
  }

  onEnd(result: FullResult): void {
    const expected = [...this.expected.values()].reduce((sum, count) => sum + count, 0);
    if (this.listing) {
      for (const [file, count] of this.expected) console.log(`     ${file}: ${count} test(s)`);
      console.log(`${expected} test(s) listed in ${this.expected.size} file(s); none run`);
      return;
    }
    const sum = (key: 'passed' | 'failed' | 'flaky' | 'skipped') =>
      [...this.files.values()].reduce((total, tally) => total + tally[key], 0);
    const [passed, flaky, skipped] = [sum('passed'), sum('flaky'), sum('skipped')];
    // An error outside any test (a file that does not load) fails the run as one failure each.
    let failed = this.globalErrors.length + sum('failed');
    // A run stopped before a test could report (a crashed worker, the global timeout) is a failure.
    const unreported = expected - passed - failed - flaky - skipped;
    if (unreported > 0) {
      console.log(`FAIL ${unreported} test(s) never reported (run ${result.status})`);
      failed += unreported;
    }
    console.log(`\n(${((Date.now() - this.started) / 1000).toFixed(1)} s)`);
    console.log(
      `${passed} passed, ${failed} failed${flaky ? `, ${flaky} flaky` : ''}${skipped ? `, ${skipped} skipped` : ''}`,
    );
  }

  printsToStdio(): boolean {
    return true;
  }

  private fileOf(test: TestCase): string {
    return path.relative(this.root, test.location.file);
  }

  private printFile(file: string, tally: FileTally): void {
    const title = this.describeTitle(file);
    console.log(
      `${tally.failed ? 'FAIL' : tally.flaky ? 'FLAKY' : 'ok  '} ${file}: ${tally.passed} passed, ${tally.failed} failed${tally.flaky ? `, ${tally.flaky} flaky` : ''}, ${(tally.milliseconds / 1000).toFixed(0)} s${title}`,
    );
    for (const failure of tally.failures) console.log(failure);
  }

  private readonly titles = new Map<string, string>();

  onTestBegin(test: TestCase): void {
    const file = this.fileOf(test);
    if (!this.titles.has(file)) {
      const describe = test.titlePath()[3];
      this.titles.set(file, describe && describe !== test.title ? describe : '');
    }
  }

  private describeTitle(file: string): string {
    const title = this.titles.get(file);
    return title ? ` (${title})` : '';
  }
}
