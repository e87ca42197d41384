/**
 * Browser tests: serves the built dist/ on 127.0.0.1, drives Debian's chromium through
 * playwright-core and runs every scenario in tests/browser/checks/ (or only the files whose name
 * contains the first argument). The build is turbo's job: `pnpm test` or `pnpm test:browser` run
 * this after `@polyhedral/site#build`, rebuilding only when a source the site depends on changed.
 * Prints one line per scenario (every failing check in full; every check with
 * POLYHEDRAL_BROWSER_CHECK=verbose) and a final "N passed, M failed"; exits 1 on any failure.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { launchChromium } from '@polyhedral/browser-testing';
import type { BrowserContextOptions } from 'playwright-core';
import { startStaticServer } from '../../tools/static-server.ts';
import type { CheckContext, Scenario, TrackedPage } from './harness.ts';

const siteDir = fileURLToPath(new URL('../../', import.meta.url));
const distDir = path.join(siteDir, 'dist');
const checksDir = fileURLToPath(new URL('./checks/', import.meta.url));
const only = process.argv[2];

const verbose = process.env.POLYHEDRAL_BROWSER_CHECK === 'verbose';

if (!existsSync(path.join(distDir, 'index.html'))) {
  console.log('dist/ has no build: run `pnpm test:browser` (turbo builds the site first)');
  process.exit(1);
}

const server = await startStaticServer(distDir);
const browser = await launchChromium();

const allConsoleErrors: string[] = [];
const allExternalRequests: string[] = [];

async function newPage(options: BrowserContextOptions = {}): Promise<TrackedPage> {
  const context = await browser.newContext({ locale: 'en-US', ...options });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  const tracked: TrackedPage = {
    page,
    context,
    consoleErrors: [],
    externalRequests: [],
    close: () => context.close(),
  };
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = `${page.url()}: ${message.text()}`;
    // A 404 status for the deliberately mistyped address is expected, not a script error.
    if (/status of 404/.test(text) && /NoSuchRule/.test(text)) return;
    tracked.consoleErrors.push(text);
    allConsoleErrors.push(text);
  });
  page.on('pageerror', (error) => {
    const text = `${page.url()}: ${error.message}`;
    tracked.consoleErrors.push(text);
    allConsoleErrors.push(text);
  });
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol === 'data:' || url.protocol === 'blob:') return;
    if (url.hostname !== '127.0.0.1') {
      tracked.externalRequests.push(request.url());
      allExternalRequests.push(request.url());
    }
  });
  return tracked;
}

const context: CheckContext = {
  baseUrl: server.url,
  browser,
  siteDir,
  distDir,
  newPage,
  allConsoleErrors,
  allExternalRequests,
};

const files = readdirSync(checksDir)
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .sort();
let passed = 0;
let failed = 0;
const started = Date.now();
try {
  for (const file of files) {
    const scenario = (await import(pathToFileURL(path.join(checksDir, file)).href)).default as Scenario;
    if (only && !file.includes(only)) continue;
    let scenarioPassed = 0;
    const failures: string[] = [];
    for (const check of scenario.checks) {
      try {
        await check.run(context);
        scenarioPassed += 1;
        if (verbose) console.log(`  PASS ${check.name}`);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        failures.push(`  FAIL ${check.name}\n       ${message.split('\n').join('\n       ')}`);
      }
    }
    passed += scenarioPassed;
    failed += failures.length;
    console.log(
      `${failures.length ? 'FAIL' : 'ok  '} ${file}: ${scenarioPassed} passed, ${failures.length} failed (${scenario.name})`,
    );
    for (const failure of failures) console.log(failure);
  }
} finally {
  await browser.close();
  await server.close();
}
console.log(`\n(${((Date.now() - started) / 1000).toFixed(1)} s)`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
