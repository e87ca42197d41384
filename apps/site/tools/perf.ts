/**
 * Loading figures of a phone at the table, after a build (builds nothing itself): serves dist/,
 * drives Chromium as the phone of phone-profile.ts (390x844, slow 4G: 150 ms, 1.6 Mbps down,
 * 750 kbps up, CPU 4x), with a cold cache, service workers blocked so every load is a first visit) and prints,
 * per page, the median of 3 loads of:
 *   LCP, CLS (largest session window, as Core Web Vitals define it), bytes by type as served
 *   (fonts / JS / CSS / HTML / other, gzip as a production host sends them, before any tap), the
 *   part of the total that arrived by the load event (what the first paint can wait for) and the
 *   part after it (calculator code fetched ahead of a tap, the search UI: both wait for the load
 *   event), and tap-to-ready: from the touchstart on the
 *   page's first calculator field to the moment its island is hydrated and shows a result for the
 *   value typed right after the tap (hydration, replay of the edit, re-render).
 * then the targets for Chinese rule pages (fonts <= 120 KB, LCP <= 1.6 s, CLS <= 0.05) with
 * MEETS/MISSES. A report, not a test gate: it always exits 0 when it could measure.
 *
 * This machine has no Thai or CJK system font, so the figures are those of a device without them
 * (the webfonts are downloaded); a device with its own fonts downloads less.
 *
 * Usage: pnpm --filter @polyhedral/site perf [--dist=dist-open] [--runs=3] [--page=/zh/rules/D20Tests/]
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium } from '@polyhedral/browser-testing';
import type { BrowserContext, Page } from 'playwright-core';
import { type ByteBucket, byteBucket, cumulativeLayoutShift, formatTable, median } from './perf/figures.ts';
import { PHONE_CONTEXT, PHONE_PROFILE_LABEL, throttleLikePhone } from './phone-profile.ts';
import { startStaticServer } from './static-server.ts';

/**
 * The largest rule pages with calculators (DamageandHealing, D20Tests), the Chinese pages with the
 * most characters (CreateYourCharacter), and the one with the most font bytes on its first screens
 * since they are split from the rest (zh-Hant SocialInteractionExample, 112.8 KB built).
 */
const PAGES = [
  '/zh/rules/DamageandHealing/',
  '/zh/rules/D20Tests/',
  '/zh/rules/CreateYourCharacter/',
  '/zh-hant/rules/DamageandHealing/',
  '/zh-hant/rules/D20Tests/',
  '/zh-hant/rules/CreateYourCharacter/',
  '/zh-hant/rules/SocialInteractionExample/',
  '/th/rules/D20Tests/',
  '/th/rules/DamageandHealing/',
  '/en/rules/CreateYourCharacter/',
  '/en/rules/DamageandHealing/',
];
/** Issue 34's targets for a Chinese rule page on this phone: fonts ≤ 120 KB, LCP ≤ 1.6 s, no layout shift. */
const TARGETS = { fontsKb: 120, lcpMs: 1600, cls: 0.05 };
const BUCKETS: ByteBucket[] = ['fonts', 'js', 'css', 'html', 'other'];

function option(name: string): string | undefined {
  return process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
}

const siteDir = fileURLToPath(new URL('../', import.meta.url));
const distDir = path.resolve(siteDir, option('dist') ?? 'dist');
const runs = Number(option('runs') ?? 3);
const pages = option('page') ? [option('page')!] : PAGES;

interface Load {
  lcp: number;
  cls: number;
  /** What moved, for loads with CLS above the target. */
  shifted: string[];
  bytes: Record<ByteBucket, number>;
  /** Bytes of responses finished by the load event, of every type. */
  byLoad: number;
  /** ms, or null when the page has no calculator field or it never became ready. */
  tapToReady: number | null;
}

/** Collects LCP and layout shifts from the first byte of every document. */
const OBSERVERS = `
  window.__perf = { lcp: 0, shifts: [] };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__perf.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (!entry.hadRecentInput)
        window.__perf.shifts.push({
          startTime: entry.startTime,
          value: entry.value,
          sources: (entry.sources || []).map((source) => {
            const node = source.node;
            if (!node || !node.tagName) return node ? node.nodeName : '?';
            const cls = typeof node.className === 'string' && node.className ? '.' + node.className.trim().split(' ').filter(Boolean).join('.') : '';
            return node.tagName.toLowerCase() + (node.id ? '#' + node.id : '') + cls;
          }),
        });
  }).observe({ type: 'layout-shift', buffered: true });
`;

async function throttle(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await throttleLikePhone(cdp);
  const types = new Map<string, { type: string; mime: string }>();
  const bytes = Object.fromEntries(BUCKETS.map((bucket) => [bucket, 0])) as Record<ByteBucket, number>;
  /** Finished responses (CDP monotonic seconds, bytes), to split the total at the load event. */
  const finished: Array<{ at: number; bytes: number }> = [];
  const loadEvent = { at: Number.POSITIVE_INFINITY };
  await cdp.send('Page.enable');
  cdp.on('Page.loadEventFired', (event) => {
    loadEvent.at = Math.min(loadEvent.at, event.timestamp);
  });
  let inFlight = 0;
  let lastActivity = Date.now();
  cdp.on('Network.requestWillBeSent', () => {
    inFlight += 1;
    lastActivity = Date.now();
  });
  cdp.on('Network.responseReceived', (event) => {
    types.set(event.requestId, { type: event.type, mime: event.response.mimeType });
  });
  cdp.on('Network.loadingFinished', (event) => {
    inFlight = Math.max(0, inFlight - 1);
    lastActivity = Date.now();
    const seen = types.get(event.requestId);
    if (seen) bytes[byteBucket(seen.type, seen.mime)] += event.encodedDataLength;
    finished.push({ at: event.timestamp, bytes: event.encodedDataLength });
  });
  cdp.on('Network.loadingFailed', () => {
    inFlight = Math.max(0, inFlight - 1);
    lastActivity = Date.now();
  });
  /** Resolves once no request has been in flight for `quietMs` (or after `maxMs`). */
  const networkQuiet = async (quietMs: number, maxMs: number) => {
    const started = Date.now();
    while (Date.now() - started < maxMs) {
      if (inFlight === 0 && Date.now() - lastActivity >= quietMs) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const bytesByLoad = () =>
    finished.filter((one) => one.at <= loadEvent.at).reduce((sum, one) => sum + one.bytes, 0);
  return { bytes, bytesByLoad, networkQuiet };
}

/** A value that changes the calculator's result: a number 4 away (level 1 -> 5 changes the proficiency bonus), or other dice. */
function nextValue(current: string): string {
  if (/^-?\d+$/.test(current.trim())) {
    const value = Number(current);
    return String(value < 10 ? value + 4 : value - 4);
  }
  return current.trim() === '3d8+2' ? '2d6' : '3d8+2';
}

/** Resolves `window.__ready` with ms from the touchstart on the marked field to a changed, hydrated island. */
const TAP_WATCHER = `
  (() => {
    const input = document.querySelector('[data-perf-field]');
    const island = input.closest('astro-island');
    const before = island.innerText;
    let tapped = 0;
    input.addEventListener('touchstart', () => { tapped = performance.now(); }, { capture: true, once: true, passive: true });
    window.__ready = new Promise((resolve) => {
      const poll = () => {
        if (tapped && !island.hasAttribute('ssr') && island.innerText !== before) resolve(performance.now() - tapped);
        else requestAnimationFrame(poll);
      };
      requestAnimationFrame(poll);
    });
  })();
`;

async function tapToReady(page: Page): Promise<number | null> {
  // A handle, not a locator: once the island hydrates, `[ssr]` no longer matches it.
  const field = await page
    .locator('[data-calculator] astro-island[ssr] input:is([type="number"], [type="text"], :not([type]))')
    .first()
    .elementHandle({ timeout: 1000 })
    .catch(() => null);
  if (!field) return null;
  await field.scrollIntoViewIfNeeded();
  await page.waitForTimeout(500);
  const typed = nextValue(await field.inputValue());
  // A string, not a function: tsx would wrap named inner functions in a helper the page lacks.
  await field.evaluate((input) => input.setAttribute('data-perf-field', ''));
  await page.evaluate(TAP_WATCHER);
  await field.tap();
  await field.fill(typed);
  return page
    .evaluate(() =>
      Promise.race([
        (window as unknown as { __ready: Promise<number> }).__ready,
        new Promise<null>((resolve) => setTimeout(() => resolve(null), 20_000)),
      ]),
    )
    .catch(() => null);
}

const server = await startStaticServer(distDir, { gzip: true });
const browser = await launchChromium('timing');

async function load(url: string): Promise<Load> {
  const context = await browser.newContext({
    ...PHONE_CONTEXT,
    serviceWorkers: 'block',
    locale: 'en-US',
  });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(60_000);
    await page.addInitScript(OBSERVERS);
    const { bytes, bytesByLoad, networkQuiet } = await throttle(context, page);
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await networkQuiet(1500, 60_000);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await page.waitForTimeout(500);
    const perf = await page.evaluate(
      () =>
        (
          window as unknown as {
            __perf: { lcp: number; shifts: { startTime: number; value: number; sources: string[] }[] };
          }
        ).__perf,
    );
    const loaded = { ...bytes };
    return {
      lcp: perf.lcp,
      cls: cumulativeLayoutShift(perf.shifts),
      shifted: perf.shifts
        .filter((shift) => shift.value >= 0.01)
        .map(
          (shift) =>
            `${shift.value.toFixed(3)} at ${(shift.startTime / 1000).toFixed(2)} s: ${shift.sources.join(' ')}`,
        ),
      bytes: loaded,
      byLoad: bytesByLoad(),
      tapToReady: await tapToReady(page),
    };
  } finally {
    await context.close();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)}`;
const seconds = (ms: number | null) =>
  ms === null || Number.isNaN(ms) ? '—' : `${(ms / 1000).toFixed(2)} s`;
const rows: string[][] = [
  [
    'page',
    'LCP',
    'CLS',
    'fonts KB',
    'JS KB',
    'CSS KB',
    'HTML KB',
    'other KB',
    'total KB',
    'by load KB',
    'after load KB',
    'tap→ready',
  ],
];
const verdicts: string[] = [];
try {
  for (const pagePath of pages) {
    const loads: Load[] = [];
    for (let run = 0; run < runs; run += 1) loads.push(await load(`${server.url}${pagePath}`));
    const bytes = Object.fromEntries(
      BUCKETS.map((bucket) => [bucket, median(loads.map((one) => one.bytes[bucket]))]),
    ) as Record<ByteBucket, number>;
    const total = BUCKETS.reduce((sum, bucket) => sum + bytes[bucket], 0);
    const byLoad = median(loads.map((one) => one.byLoad));
    const loadTotal = (one: Load) => BUCKETS.reduce((sum, bucket) => sum + one.bytes[bucket], 0);
    const afterLoad = median(loads.map((one) => loadTotal(one) - one.byLoad));
    const lcp = median(loads.map((one) => one.lcp));
    const cls = median(loads.map((one) => one.cls));
    const taps = loads.map((one) => one.tapToReady).filter((tap): tap is number => tap !== null);
    rows.push([
      pagePath,
      seconds(lcp),
      cls.toFixed(3),
      ...BUCKETS.map((bucket) => kb(bytes[bucket])),
      kb(total),
      kb(byLoad),
      kb(afterLoad),
      seconds(taps.length > 0 ? median(taps) : null),
    ]);
    console.log(
      `${pagePath}: CLS of each load ${loads.map((one) => one.cls.toFixed(3)).join(', ')}; LCP ${loads.map((one) => seconds(one.lcp)).join(', ')}`,
    );
    for (const one of loads) {
      if (one.cls > TARGETS.cls) console.log(`  shifts: ${one.shifted.join('; ')}`);
    }
    // Chinese rule pages, Simplified (/zh/) and Traditional (/zh-hant/).
    if (pagePath.startsWith('/zh')) {
      const meets = (ok: boolean) => (ok ? 'MEETS' : 'MISSES');
      verdicts.push(
        `${pagePath}: fonts ${kb(bytes.fonts)} KB ${meets(bytes.fonts <= TARGETS.fontsKb * 1024)} <= ${TARGETS.fontsKb} KB; ` +
          `LCP ${seconds(lcp)} ${meets(lcp <= TARGETS.lcpMs)} <= ${seconds(TARGETS.lcpMs)}; CLS ${cls.toFixed(3)} ${meets(cls <= TARGETS.cls)} <= ${TARGETS.cls}`,
      );
    }
  }
} finally {
  await browser.close();
  await server.close();
}

console.log(
  `\n${distDir}: ${PHONE_PROFILE_LABEL}, cold cache, no local Thai/CJK fonts; median of ${runs} loads\n`,
);
console.log(formatTable(rows));
console.log('\nTargets for Chinese rule pages (Thai and English pages keep their figures):');
for (const verdict of verdicts) console.log(`  ${verdict}`);
