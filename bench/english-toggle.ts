/**
 * `pnpm --filter @polyhedral/bench english-toggle [distDir] [runs] [--down-kbps=400]`: the first
 * "Show the English" on a translated rule page, on the phone of phone-profile.ts (390x844 touch
 * screen, slow 4G, CPU 4x), in Debian's full chromium: the bytes it fetches (encoded, as sent over
 * the network: the reading bar's code with the English view, its CSS, the page's English file) and
 * the time from the tap to the first English block shown. Served gzipped, as a host serves text
 * (the figures of page-weight and perf are gzip too). The tap comes once the page has settled: 2 s
 * after the load event and 1 s with no request in flight (the calculators' code fetched ahead,
 * fonts), at most 30 s after load; with no service worker (a first visit: nothing cached). `--down-kbps` slows the download further
 * than Lighthouse's 1.6 Mbps (400: a bad mobile link), the round trip staying 150 ms. Prints the
 * median of `runs` (default 5) per page and PASS/FAIL against 1 s.
 */
import { fileURLToPath } from 'node:url';
import { launchChromium } from '@polyhedral/browser-testing';
import { median } from '@polyhedral/browser-testing/measure';
import { toolOptions } from '@polyhedral/cli-build/tool-options';
import { startStaticServer } from '@polyhedral/site/static-server';
import { PHONE_PROFILE_LABEL, phonePage } from './phone-profile.ts';

const TARGET_MS = 1000;
const TAP_AFTER_LOAD_MS = 2000;
const { values, positionals } = toolOptions('english-toggle', {
  options: { 'down-kbps': { type: 'string' } },
  allowPositionals: true,
});
const dist = positionals[0] ?? fileURLToPath(new URL('../apps/site/dist/', import.meta.url));
const runs = Number(positionals[1] ?? '5');
const downKbps = Number(values['down-kbps'] ?? Number.NaN);
const PAGES = ['/th/rules/D20Tests/', '/zh/rules/DamageandHealing/', '/zh-hant/rules/Combat/'];

const QUIET_MS = 1000;
const SETTLE_LIMIT_MS = 30_000;
const server = await startStaticServer(dist, { gzip: true });
const browser = await launchChromium('timing');

async function firstToggle(path: string): Promise<{ ms: number; bytes: number; requests: number }> {
  const { context, page, cdp } = await phonePage(browser, { serviceWorkers: 'block' });
  if (Number.isFinite(downKbps)) {
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (downKbps * 1000) / 8,
      uploadThroughput: (downKbps * 1000) / 8,
    });
  }
  let counting = false;
  let bytes = 0;
  let requests = 0;
  const urls = new Map<string, string>();
  const inFlight = new Set<string>();
  let lastActivity = Date.now();
  cdp.on('Network.requestWillBeSent', (event) => {
    urls.set(event.requestId, event.request.url);
    inFlight.add(event.requestId);
    lastActivity = Date.now();
  });
  for (const done of ['Network.loadingFinished', 'Network.loadingFailed'] as const)
    cdp.on(done, (event) => {
      inFlight.delete(event.requestId);
      lastActivity = Date.now();
    });
  const fetched: string[] = [];
  cdp.on('Network.loadingFinished', (event) => {
    if (!counting) return;
    bytes += event.encodedDataLength;
    requests += 1;
    fetched.push(
      `${new URL(urls.get(event.requestId) ?? 'about:blank').pathname} ${event.encodedDataLength}`,
    );
  });
  try {
    await page.goto(`${server.url}${path}`, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForTimeout(TAP_AFTER_LOAD_MS);
    const settleBy = Date.now() + SETTLE_LIMIT_MS;
    while ((inFlight.size > 0 || Date.now() - lastActivity < QUIET_MS) && Date.now() < settleBy)
      await page.waitForTimeout(100);
    counting = true;
    const ms = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const start = performance.now();
          const seen = new MutationObserver(() => {
            const english = document.querySelector('.english-block');
            if (english && english.getBoundingClientRect().height > 0) {
              seen.disconnect();
              requestAnimationFrame(() => resolve(performance.now() - start));
            }
          });
          seen.observe(document.body, { childList: true, subtree: true });
          document.querySelector<HTMLButtonElement>('[data-english-toggle]')!.click();
        }),
    );
    // Every section's English in place: the last document counted too.
    await page.waitForFunction(
      () => document.querySelector('[data-english-toggle]')?.getAttribute('aria-busy') === 'false',
    );
    await page.waitForTimeout(200);
    if (process.env.ENGLISH_TOGGLE_URLS) console.log(fetched.join('\n'));
    return { ms, bytes, requests };
  } finally {
    await context.close();
  }
}

console.log(
  `First "Show the English", ${PHONE_PROFILE_LABEL}${Number.isFinite(downKbps) ? `, download and upload held to ${downKbps} kbps, 150 ms` : ''}, ${runs} runs each`,
);
let pass = true;
try {
  for (const path of PAGES) {
    const results = [];
    for (let run = 0; run < runs; run += 1) results.push(await firstToggle(path));
    const ms = median(results.map((result) => result.ms));
    const last = results.at(-1)!;
    pass &&= ms <= TARGET_MS;
    console.log(
      `${path}: ${Math.round(ms)} ms to the first English block (median), ${last.bytes} bytes in ${last.requests} requests`,
    );
  }
} finally {
  await browser.close();
  await server.close();
}
console.log(pass ? `PASS: within ${TARGET_MS} ms` : `FAIL: over ${TARGET_MS} ms`);
process.exitCode = pass ? 0 : 1;
