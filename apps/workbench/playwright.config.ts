import { browserSuiteConfig, scaledTimeout } from '@polyhedral/browser-testing/playwright-config';

/**
 * The workbench's browser checks (`pnpm --filter @polyhedral/workbench test:browser`): every file in
 * tests/browser/checks/, run by Playwright Test on Debian's chromium, each test on its own
 * workbench server over the worker's temporary git copy of the content, put back to its commit
 * before each test (tests/browser/fixtures.ts).
 * `pnpm test:browser 10-drafts` runs one file, `pnpm test:browser -g "th draft"` one test.
 *
 * Longer limits than the suite defaults (30 s per action and wait, 5 minutes per check, stretched on
 * a busy machine; no check sets its own): the server runs in the test's own process, and loading the content (when it
 * starts, and again synchronously after each write or a change on disk) holds up the event loop
 * Playwright's timers run on, for seconds on a busy 2-core machine.
 */
export default browserSuiteConfig({
  testDir: 'tests/browser/checks',
  testMatch: /\d\d-[\w-]+\.ts$/,
  timeout: scaledTimeout(300_000),
  expect: { timeout: 30_000 },
  use: { viewport: { width: 1440, height: 1000 }, actionTimeout: 30_000 },
});
