/**
 * `pnpm --filter @polyhedral/site english-toggle [distDir] [runs]`: the first "Show the English" on
 * a translated rule page, on the phone of phone-profile.ts (390x844 touch screen, slow 4G, CPU 4x):
 * the bytes it fetches (encoded, as sent over the network: the English view's code and the rule
 * documents) and the time from the tap to the first English block shown. The tap comes 2 s after
 * the load event, with no service worker (a first visit: nothing cached). Prints the median per page
 * and PASS/FAIL against 1 s.
 */
import { fileURLToPath } from 'node:url';
import { launchChromium } from '@polyhedral/browser-testing';
import { PHONE_CONTEXT, PHONE_PROFILE_LABEL, throttleLikePhone } from './phone-profile.ts';
import { startStaticServer } from './static-server.ts';

const TARGET_MS = 1000;
const TAP_AFTER_LOAD_MS = 2000;
const dist = process.argv[2] ?? fileURLToPath(new URL('../dist/', import.meta.url));
const runs = Number(process.argv[3] ?? '3');
const PAGES = ['/th/rules/D20Tests/', '/zh/rules/DamageandHealing/', '/zh-hant/rules/Combat/'];

const server = await startStaticServer(dist);
const browser = await launchChromium('timing');

async function firstToggle(path: string): Promise<{ ms: number; bytes: number; requests: number }> {
  const context = await browser.newContext({ ...PHONE_CONTEXT, serviceWorkers: 'block' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await throttleLikePhone(cdp);
  let counting = false;
  let bytes = 0;
  let requests = 0;
  cdp.on('Network.loadingFinished', (event) => {
    if (!counting) return;
    bytes += event.encodedDataLength;
    requests += 1;
  });
  try {
    await page.goto(`${server.url}${path}`, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForTimeout(TAP_AFTER_LOAD_MS);
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
    return { ms, bytes, requests };
  } finally {
    await context.close();
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

console.log(`First "Show the English", ${PHONE_PROFILE_LABEL}, ${runs} runs each`);
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
