import { fileURLToPath } from 'node:url';
import { browserSuiteConfig, scaledTimeout } from '@polyhedral/browser-testing/playwright-config';

/**
 * The site's browser checks (`pnpm test:browser`, after turbo has built dist/): every file in
 * tests/browser/checks/, run by Playwright Test on Debian's chromium as one project, each worker
 * serving dist/ on its own port (tests/browser/fixtures.ts). `pnpm test:browser 20-interactive`
 * runs one file.
 */
// Absolute: tools load this config from other folders (knip from the root).
const testDir = fileURLToPath(new URL('tests/browser/checks', import.meta.url));

export default browserSuiteConfig({
  testDir,
  testMatch: /\d\d-[\w-]+\.ts$/,
  // The one bound against a hang (no check sets its own, scripts/no-test-timeouts.ts): 10 minutes,
  // stretched on a busy machine, for the longest checks (208 pages stored by the offline worker in
  // 72-offline-updates).
  timeout: scaledTimeout(600_000),
  // A page registers the service worker, which then precaches the build's assets: every new
  // context would pay for it. Only the offline checks, which ask for it, get a worker.
  use: { serviceWorkers: 'block' },
});
