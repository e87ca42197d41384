/**
 * One engine's run of the reader tasks (reader-tasks.ts), for a vitest file per engine
 * (gecko.smoke.ts, webkit.smoke.ts): one browser and one page for every task, dist/ served by the
 * site's static server with the hosts' cache headers, as the Chromium checks serve it, but for the
 * service worker, which only the offline task's own server serves. The page loads are the tasks'
 * own: ten an engine (one a task; the tracker and the offline task reload once).
 */
import { existsSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  type EngineName,
  type EnginePage,
  missingEngineBinaries,
  openEngine,
} from '@polyhedral/browser-testing/engines';
import { timeoutScale } from '@polyhedral/browser-testing/playwright-config';
import { afterAll, beforeAll, describe, onTestFailed, test } from 'vitest';
import { type StaticServer, startStaticServer } from '../../tools/static-server.ts';
import { READER_TASKS, removeHandbackClone } from './reader-tasks.ts';

const distDir = fileURLToPath(new URL('../../dist/', import.meta.url));
/** Where a failed task leaves a screenshot of the page as it was. */
const resultsDir = fileURLToPath(new URL('../../test-results/engines/', import.meta.url));

/** Registers the engine's tasks as tests: `describe(<engine>)`, one test per task. */
export function engineSuite(engine: EngineName): void {
  describe(engine, () => {
    let server: StaticServer;
    let page: EnginePage;
    const scale = timeoutScale();

    beforeAll(async () => {
      const missing = missingEngineBinaries(engine);
      if (missing.length > 0)
        throw new Error(`${engine}: not installed: ${missing.join(', ')} (pnpm test installs them)`);
      if (!existsSync(`${distDir}index.html`))
        throw new Error('dist/ has no build: run `pnpm test:engines` through turbo');
      server = await startStaticServer(distDir, { cacheHeaders: true });
      // No service worker on the shared server (its precache of the whole build would be paid by
      // the first task's load), as the Chromium checks block it: the offline task gets one on a
      // server of its own, another origin.
      server.errorPaths.set('/sw.js', 404);
      page = await openEngine(engine, { timeout: Math.round(15_000 * scale) });
      console.log(`${engine}: ${page.version}`);
    }, 120_000 * scale);

    afterAll(async () => {
      await page?.close();
      await server?.close();
      removeHandbackClone();
    }, 60_000 * scale);

    for (const task of READER_TASKS) {
      test(
        `${task.id}: ${task.title}`,
        async () => {
          // Each failed attempt (the config gives a second one) is told here, with its error: a task
          // that passes when run again shows in the log as having failed once.
          onTestFailed(async ({ task: attempt }) => {
            const error = attempt.result?.errors?.at(-1)?.message ?? 'no error message';
            console.log(
              `${engine} ${task.id}: attempt ${(attempt.result?.retryCount ?? 0) + 1} failed: ${error}`,
            );
            mkdirSync(resultsDir, { recursive: true });
            const file = `${resultsDir}${engine}-${task.id}.png`;
            await page.screenshot(file).then(
              () => console.log(`${engine} ${task.id}: the page when it failed: ${file}`),
              () => undefined,
            );
          });
          await task.run({
            page,
            baseUrl: server.url,
            startOwnServer: () => startStaticServer(distDir, { cacheHeaders: true }),
          });
        },
        120_000 * scale,
      );
    }
  });
}
