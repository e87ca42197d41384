import { fileURLToPath } from 'node:url';
import { browserSuiteConfig } from '@polyhedral/browser-testing/playwright-config';
import { suiteParts } from '@polyhedral/browser-testing/suite-parts';

/**
 * The site's browser checks (`pnpm test:browser`, after turbo has built dist/): every file in
 * tests/browser/checks/, run by Playwright Test on Debian's chromium, each worker serving dist/
 * on its own port (tests/browser/fixtures.ts). `pnpm test:browser 20-interactive` runs one file.
 *
 * In two parts (projects `first` and `second`), which `pnpm test` runs as two turbo tasks
 * (`test:browser:first`, `test:browser:second`) in its two lanes (scripts/test-lanes.ts): alone in
 * one lane after the site build they were the longest chain (497 of 639 s). `playwright test`
 * with no `--project` runs both, every file once.
 */
// Absolute: the parts list reads this folder, and tools load this config from other folders (knip from the root).
const testDir = fileURLToPath(new URL('tests/browser/checks', import.meta.url));
const testMatch = /\d\d-[\w-]+\.ts$/;

/**
 * The second part's files; every other check (a new one too) is in the first. Summed test time of
 * a whole run at load 14 (s): the first part 1,119, these 813, so that the part that starts after
 * the build (the first) is the longer and the second fits after the other lane's type-checks and
 * unit tests. The audits, the offline and font checks, print, terms, hygiene and the hand-back.
 * (Both parts at once at load 20-35: 486 and 474 CPU-s with 88-thai-line-breaks in the second,
 * which then moved to the first.)
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
