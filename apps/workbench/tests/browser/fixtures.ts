/**
 * What every workbench browser check gets, on top of Playwright Test's own fixtures:
 * - `content`: a temporary git copy of the content (tests/temp-content.ts), made once per
 *   Playwright worker and put back to its one commit before each test (`git reset --hard`,
 *   `git clean -fdxq`: only the files a test changed are written again), removed with the worker;
 * - `workbench`: a workbench server started for this test over that copy (tests write files, so
 *   no server or content is shared between tests), its address with the run's token, closed after
 *   the test;
 * - `checkPool` (one per Playwright worker, one check worker): the check pool of every server the worker starts. A
 *   check job carries all it needs, so servers over different copies share it; its workers start
 *   with the first check, once per worker process, not twice per test.
 * - `serve(root?)`: starts another server (the real content without `root`, as the read-only
 *   overview check wants, or a copy the test changed first), closed after the test;
 * - `newPage(options?)`: a fresh context and page (options as `browser.newContext`);
 * - page hygiene: an uncaught error in any page the test opens (the built-in `page` and every
 *   `newPage()`) fails the test when it ends.
 * Screenshots (`shot`) go to `SCREENSHOTS` (apps/workbench/screenshots/), taken only when
 * `WORKBENCH_SHOTS` is set: no test reads them, and each costs the browser a capture and a PNG.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type BrowserContext,
  type BrowserContextOptions,
  test as base,
  type Locator,
  type Page,
} from '@playwright/test';
import { maintainerOf } from '@polyhedral/content/testing/maintainer';
import { type CheckPool, createCheckPool } from '../../src/server/check-pool.ts';
import { type RunningWorkbench, startWorkbench } from '../../src/server/index.ts';
import { makeTempContent, type TempContent } from '../temp-content.ts';

export { expect } from '@playwright/test';

/** apps/workbench/screenshots/ */
export const SCREENSHOTS = fileURLToPath(new URL('../../screenshots/', import.meta.url));

/** Screenshots are taken (`WORKBENCH_SHOTS=1 pnpm test:browser`). */
export const SHOTS = Boolean(process.env.WORKBENCH_SHOTS);

/** Where a screenshot named `name` goes. */
function screenshotPath(name: string): string {
  mkdirSync(SCREENSHOTS, { recursive: true });
  return path.join(SCREENSHOTS, name);
}

/** A screenshot of a page (the viewport, or the whole page) or of an element, when SHOTS. */
export async function shot(target: Page | Locator, name: string, fullPage = false): Promise<void> {
  if (!SHOTS) return;
  if ('goto' in target) await target.screenshot({ path: screenshotPath(name), fullPage });
  else await target.screenshot({ path: screenshotPath(name) });
}

export interface Workbench extends RunningWorkbench {
  /** The address (token included) with the interface language `ui` chosen. */
  urlFor(ui?: string): string;
}

/** Opens a fresh context and page (options as `browser.newContext`). */
export type NewPage = (options?: BrowserContextOptions) => Promise<{ page: Page; context: BrowserContext }>;

interface TestFixtures {
  content: TempContent;
  serve: (root?: string) => Promise<Workbench>;
  workbench: Workbench;
  newPage: NewPage;
  pageErrors: { track: (page: Page) => void };
}

interface WorkerFixtures {
  checkPool: CheckPool;
  workerContent: TempContent & { start: string };
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  checkPool: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a function takes from its first parameter.
    async ({}, use) => {
      // One check worker: a test sends one check at a time (two tabs queue), and a second worker
      // would load and warm up for nothing on a machine the other Playwright worker shares.
      const pool = createCheckPool({ size: 1, startOnFirstJob: true });
      await use(pool);
      await pool.close();
    },
    { scope: 'worker' },
  ],
  workerContent: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a function takes from its first parameter.
    async ({}, use) => {
      const temp = makeTempContent();
      // Mark reviewed and Accept sign with the maintainer's key: a test key made now, registered
      // in the copy's reviewers.yaml (committed) and named in POLYHEDRAL_MAINTAINER_KEY.
      await maintainerOf(temp.root);
      temp.git('commit', '-q', '-a', '-m', "the maintainer's key");
      await use({ ...temp, start: temp.git('rev-parse', 'HEAD').trim() });
      temp.remove();
    },
    { scope: 'worker' },
  ],
  // The worker's copy as a fresh one is: its one commit checked out, no other file, HEAD there
  // (a test may commit, write, create or delete files). Before the test, so a failed test's
  // leftovers never reach the next one.
  content: async ({ workerContent }, use) => {
    workerContent.git('reset', '-q', '--hard', workerContent.start);
    workerContent.git('clean', '-fdxq');
    await use({ root: workerContent.root, git: workerContent.git, remove: () => {} });
  },
  serve: async ({ checkPool }, use) => {
    const started: RunningWorkbench[] = [];
    await use(async (root) => {
      const running = await startWorkbench(root ? { root, port: 0, checkPool } : { port: 0, checkPool });
      started.push(running);
      return {
        ...running,
        urlFor: (ui) => (ui ? running.url.replace('/?', `/?ui=${ui}&`) : running.url),
      };
    });
    for (const running of started) await running.close();
  },
  workbench: async ({ content, serve }, use) => {
    await use(await serve(content.root));
  },
  pageErrors: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a function takes from its first parameter.
    async ({}, use) => {
      const errors: string[] = [];
      await use({ track: (page) => page.on('pageerror', (error) => errors.push(String(error))) });
      if (errors.length > 0) throw new Error(`page errors: ${errors.slice(0, 10).join('; ')}`);
    },
    { auto: true },
  ],
  // The servers a test starts outlive its pages: `serve` is set up before the browser context and
  // so torn down after it (a server does not close while a page holds a connection open).
  context: async ({ serve, context }, use) => {
    void serve;
    await use(context);
  },
  page: async ({ page, pageErrors }, use) => {
    pageErrors.track(page);
    await use(page);
  },
  newPage: async ({ serve, browser, pageErrors }, use) => {
    void serve;
    const contexts: BrowserContext[] = [];
    await use(async (options = {}) => {
      const context = await browser.newContext({ viewport: { width: 1440, height: 1000 }, ...options });
      contexts.push(context);
      const page = await context.newPage();
      pageErrors.track(page);
      return { page, context };
    });
    for (const context of contexts) await context.close().catch(() => {});
  },
});
