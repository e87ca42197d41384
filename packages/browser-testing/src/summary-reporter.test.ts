import type { FullResult, Suite, TestCase, TestResult } from '@playwright/test/reporter';
import { afterEach, describe, expect, it, vi } from 'vitest';
import SummaryReporter from './summary-reporter.ts';

function testCase(file: string, describe: string, title: string): TestCase {
  return {
    title,
    expectedStatus: 'passed',
    location: { file: `/suite/${file}`, line: 1, column: 1 },
    titlePath: () => ['', '', file, describe, title],
  } as unknown as TestCase;
}

function result(status: TestResult['status'], message?: string, duration = 0): TestResult {
  return {
    status,
    duration,
    error: message ? { message } : undefined,
    attachments:
      status === 'failed' ? [{ name: 'trace', path: `${process.cwd()}/test-results/x/trace.zip` }] : [],
  } as unknown as TestResult;
}

function run(tests: TestCase[], results: TestResult[], reported = tests.length): string[] {
  const lines: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((line: string) => lines.push(line));
  const reporter = new SummaryReporter({ listing: false });
  reporter.onBegin({ rootDir: '/suite' }, { allTests: () => tests } as unknown as Suite);
  for (let index = 0; index < reported; index += 1) {
    reporter.onTestBegin(tests[index]!);
    reporter.onTestEnd(tests[index]!, results[index]!);
  }
  reporter.onEnd({ status: 'passed' } as FullResult);
  return lines;
}

afterEach(() => vi.restoreAllMocks());

describe('SummaryReporter --list', () => {
  it('counts the tests listed and reports no pass and no failure (it said "0 passed, 3 failed")', () => {
    const lines: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((line: string) => lines.push(line));
    const reporter = new SummaryReporter({ listing: true });
    const listed = [
      testCase('10-a.ts', 'A', 'one'),
      testCase('10-a.ts', 'A', 'two'),
      testCase('20-b.ts', 'B', 'x'),
    ];
    reporter.onBegin({ rootDir: '/suite' }, { allTests: () => listed } as unknown as Suite);
    reporter.onEnd({ status: 'passed' } as FullResult);
    expect(lines.at(-1)).toBe('3 test(s) listed in 2 file(s); none run');
    expect(lines.join('\n')).not.toMatch(/failed/);
  });
});

describe('SummaryReporter', () => {
  const tests = [
    testCase('10-a.ts', 'Reading', 'one'),
    testCase('10-a.ts', 'Reading', 'two'),
    testCase('20-b.ts', 'Calculators', 'three'),
  ];

  it('prints a line per file once its tests ran, and "N passed, M failed" last', () => {
    const lines = run(tests, [
      result('passed', undefined, 1_200),
      result('failed', 'Error: heading\nExpected: "x"', 2_900),
      result('passed', undefined, 400),
    ]);
    // The seconds are the file's tests summed (1.2 s + 2.9 s), rounded.
    expect(lines[0]).toBe('FAIL 10-a.ts: 1 passed, 1 failed, 4 s (Reading)');
    expect(lines[1]).toContain('FAIL Reading › two');
    expect(lines[1]).toContain('Expected: "x"');
    expect(lines[1]).toContain('trace: test-results/x/trace.zip');
    expect(lines[2]).toBe('ok   20-b.ts: 1 passed, 0 failed, 0 s (Calculators)');
    expect(lines.at(-1)).toBe('2 passed, 1 failed');
  });

  it('strips every terminal control sequence from a failure, not only colours (erase line, hyperlinks)', () => {
    const message =
      '\u001b[2K\u001b[31mError:\u001b[39m see \u001b]8;;https://example.test\u0007docs\u001b]8;;\u0007';
    const lines = run([tests[0]!], [result('failed', message)]);
    expect(lines[1]).toContain('Error: see docs');
    expect(lines.join('\n')).not.toContain('\u001b');
  });

  it('counts a test that never reported (a crashed worker) as failed', () => {
    const lines = run(tests, [result('passed'), result('passed')], 2);
    expect(lines.some((line) => line.includes('1 test(s) never reported'))).toBe(true);
    expect(lines.at(-1)).toBe('2 passed, 1 failed');
  });

  it('counts an error outside any test (a file that does not load) as a failure, with where it was', () => {
    const lines: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((line: string) => lines.push(line));
    const reporter = new SummaryReporter();
    reporter.onBegin({ rootDir: '/suite' }, { allTests: () => [] } as unknown as Suite);
    reporter.onError({
      message: "Error: Cannot find module '../run-axe.ts'",
      location: { file: '/suite/40-accessibility.ts', line: 2, column: 1 },
    });
    reporter.onEnd({ status: 'failed' } as FullResult);
    expect(lines[0]).toContain('FAIL error outside a test (40-accessibility.ts:2)');
    expect(lines[0]).toContain("Cannot find module '../run-axe.ts'");
    expect(lines.at(-1)).toBe('0 passed, 1 failed');
  });

  it("reports a retried test once, at its last attempt: a pass on the retry is flaky, in its own column, with the first error and the retry's trace", () => {
    const lines: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((line: string) => lines.push(line));
    const flaky = { ...testCase('10-a.ts', 'Reading', 'one'), retries: 1 } as unknown as TestCase;
    const reporter = new SummaryReporter();
    reporter.onBegin({ rootDir: '/suite' }, { allTests: () => [flaky] } as unknown as Suite);
    reporter.onTestBegin(flaky);
    reporter.onTestEnd(flaky, {
      ...result('failed', 'Error: first try'),
      retry: 0,
      attachments: [],
    } as TestResult);
    expect(lines, 'nothing printed before the last attempt').toEqual([]);
    reporter.onTestEnd(flaky, {
      status: 'passed',
      retry: 1,
      attachments: [{ name: 'trace', path: `${process.cwd()}/test-results/y/trace.zip` }],
    } as unknown as TestResult);
    reporter.onEnd({ status: 'passed' } as FullResult);
    const output = lines.join('\n');
    expect(output).toContain('FLAKY 10-a.ts: 0 passed, 0 failed, 1 flaky');
    expect(output).toContain('FLAKY Reading › one (failed, then passed when run again)');
    expect(output).toContain('Error: first try');
    expect(output).toContain('trace: test-results/y/trace.zip');
    expect(lines.at(-1)).toBe('0 passed, 0 failed, 1 flaky');
  });
});
