import { browserSuiteConfig } from '@polyhedral/browser-testing/playwright-config';

/**
 * The site's browser checks (`pnpm test:browser`, after turbo has built dist/): every file in
 * tests/browser/checks/, run by Playwright Test on Debian's chromium, each worker serving dist/
 * on its own port (tests/browser/fixtures.ts). `pnpm test:browser 20-interactive` runs one file.
 */
export default browserSuiteConfig({
  testDir: 'tests/browser/checks',
  testMatch: /\d\d-[\w-]+\.ts$/,
  // A page registers the service worker, which then precaches the build's assets: every new
  // context would pay for it. Only the offline checks, which ask for it, get a worker.
  use: { serviceWorkers: 'block' },
});
