import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium.ts';

const reporter = new URL('./summary-reporter.ts', import.meta.url).pathname;

/**
 * The Playwright Test defaults of every browser suite: Debian's chromium (no download); a failing
 * test is run once more to record its trace (test-results/); a pass on that run is flaky, and the
 * summary reporter reports it so, in full, in its own column. Recording a trace on every run
 * cost about 30% of the suite's time; this way only a failure pays for it.
 * `BROWSER_WORKERS` workers (2 by default: the machine has 2 cores) and the summary reporter,
 * whose last line is `N passed, M failed`. A suite adds its testDir, fixtures' options and limits.
 */
export function browserSuiteConfig(config: PlaywrightTestConfig): PlaywrightTestConfig {
  const workers = Number(process.env.BROWSER_WORKERS ?? 2);
  return defineConfig({
    fullyParallel: true,
    forbidOnly: true,
    retries: 1,
    workers: Number.isInteger(workers) && workers > 0 ? workers : 2,
    timeout: 60_000,
    expect: { timeout: 10_000 },
    reporter: [[reporter]],
    outputDir: 'test-results',
    ...config,
    use: {
      browserName: 'chromium',
      launchOptions: chromiumLaunchOptions(),
      trace: 'on-first-retry',
      locale: 'en-US',
      actionTimeout: 10_000,
      ...config.use,
    },
  });
}
