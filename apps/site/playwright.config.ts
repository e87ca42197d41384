import { fileURLToPath } from 'node:url';
import { browserSuiteConfig } from '@polyhedral/browser-testing/playwright-config';
import { suiteParts } from '@polyhedral/browser-testing/suite-parts';

/**
 * The site's browser checks (`pnpm test:browser`, after turbo has built dist/): every file in
 * tests/browser/checks/, run by Playwright Test on Debian's chromium, each worker serving dist/
 * on its own port (tests/browser/fixtures.ts). `pnpm test:browser 20-interactive` runs one file.
 *
 * In two parts (projects `first` and `second`, @polyhedral/browser-testing's suiteParts), which
 * `pnpm test` runs as two turbo tasks (`test:browser:first`, `test:browser:second`) in two of its
 * three lanes (scripts/test-lanes.ts TEST_LANES): the first part after the site build and the
 * built-HTML tests, the second after the workbench's browser checks, once the build is there.
 * `playwright test` with no `--project` runs both, every file once.
 */
// Absolute: the parts list reads this folder, and tools load this config from other folders (knip from the root).
const testDir = fileURLToPath(new URL('tests/browser/checks', import.meta.url));
const testMatch = /\d\d-[\w-]+\.ts$/;

/**
 * The second part's files (names without `.ts`: one that is no check file fails the config); every
 * other check, a new one too, is in the first. The first part starts after the site build, the
 * second after the workbench's checks, which run while the site builds: the first part is meant
 * to be the longer. The second holds the accessibility audits, the colour schemes, the Content
 * Security Policy, the review and its hand-back, the offline and font checks, the quick
 * reference, print, terms, Traditional Chinese and hygiene.
 */
const SECOND_PART = [
  '40-accessibility',
  '41-audits',
  '45-colour-schemes',
  '60-content-security-policy',
  '63-review',
  '70-offline',
  '71-offline-fonts',
  '72-offline-updates',
  '75-font-subsets',
  '76-glyph-coverage',
  '80-fonts-screenshots',
  '85-quick-reference',
  '86-print',
  '87-terms',
  '89-traditional-chinese',
  '99-hygiene',
];

export default browserSuiteConfig({
  testDir,
  testMatch,
  projects: suiteParts(testDir, testMatch, SECOND_PART),
  // A page registers the service worker, which then precaches the build's assets: every new
  // context would pay for it. Only the offline checks, which ask for it, get a worker.
  use: { serviceWorkers: 'block' },
});
