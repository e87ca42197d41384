/**
 * Loading figures of a phone at the table, after a build (builds nothing itself): serves dist/
 * (gzip, as a production host sends it) and runs Lighthouse's Node API on Debian's chromium with
 * Lighthouse's mobile profile (its default: Moto G Power screen, slow 4G, CPU 4x, storage cleared
 * so every load is a first visit; `--throttling=devtools` applies the throttling instead of
 * simulating it). Per page, the median of `--runs` loads of:
 *   LCP, CLS, TBT (total blocking time), bytes by type as transferred (fonts / JS / CSS / HTML / other; Lighthouse's
 *   `resource-summary`), the part of the total that arrived by the load event and the part after
 *   it (calculator code fetched ahead of a tap, the search UI: both wait for the load event);
 *   and what Lighthouse does not measure, tap-to-result (perf/tap-to-result.ts): from the
 *   touchstart on the page's first calculator field to its island hydrated and showing the
 *   result of the value typed after the tap, on the phone of phone-profile.ts.
 * then the targets for Chinese rule pages (fonts <= 120 KB, LCP <= 1.6 s, CLS <= 0.05) with
 * MEETS/MISSES. A report, not a test gate: it always exits 0 when it could measure.
 *
 * Chromium runs with the machine's Thai and CJK fonts hidden, so the figures are those of a device
 * without them (the webfonts are downloaded); a device with its own fonts downloads less.
 *
 * Usage: pnpm --filter @polyhedral/bench perf [--dist=dist-open] [--runs=3] [--page=/zh/rules/D20Tests/]
 *   [--throttling=simulate|devtools]
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  CHROMIUM_ARGS,
  chromiumLaunchOptions,
  chromiumPath,
  hidingFontConfigFile,
} from '@polyhedral/browser-testing';
import { formatTable, median } from '@polyhedral/browser-testing/measure';
import { toolOptions } from '@polyhedral/cli-build/tool-options';
import { startStaticServer } from '@polyhedral/site/static-server';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { BUCKETS, type ByteBucket, type LoadFigures, loadFigures } from './perf/figures.ts';
import { tapToResult } from './perf/tap-to-result.ts';
import { PHONE_PROFILE_LABEL } from './phone-profile.ts';

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

const { values } = toolOptions('perf', {
  options: {
    dist: { type: 'string', default: 'dist' },
    runs: { type: 'string', default: '3' },
    page: { type: 'string' },
    throttling: { type: 'string', default: 'simulate' },
  },
});
const throttlingMethod = ((value: string) => {
  if (value === 'simulate' || value === 'devtools') return value;
  process.stderr.write(`perf: --throttling is simulate or devtools, not "${value}"\n`);
  process.exit(2);
})(values.throttling);
const distDir = path.resolve(fileURLToPath(new URL('../apps/site/', import.meta.url)), values.dist);
const runs = Number(values.runs);
const pages = values.page ? [values.page] : PAGES;

const server = await startStaticServer(distDir, { gzip: true });
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath('timing'),
  chromeFlags: [...CHROMIUM_ARGS],
  envVars: { ...(process.env as Record<string, string>), FONTCONFIG_FILE: hidingFontConfigFile() },
});
// The tap runs drive a Chromium of their own (same binary, flags and hidden fonts) through
// Playwright. Connected to Lighthouse's Chromium, Playwright attached to every page Lighthouse
// loaded and added its own work to the main thread being measured.
const browser = await chromium.launch(chromiumLaunchOptions('timing'));

async function lighthouseLoad(url: string): Promise<LoadFigures> {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    throttlingMethod,
    onlyAudits: [
      'largest-contentful-paint',
      'total-blocking-time',
      'cumulative-layout-shift',
      'layout-shifts',
      'resource-summary',
      'network-requests',
      'metrics',
    ],
  });
  if (!result) throw new Error(`${url}: Lighthouse gave no report`);
  return loadFigures(result.lhr);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)}`;
const seconds = (ms: number | null) =>
  ms === null || Number.isNaN(ms) ? '—' : `${(ms / 1000).toFixed(2)} s`;
const total = (bytes: Record<ByteBucket, number>) => BUCKETS.reduce((sum, bucket) => sum + bytes[bucket], 0);
const rows: string[][] = [
  [
    'page',
    'LCP',
    'CLS',
    'TBT',
    ...BUCKETS.map((bucket) => `${bucket} KB`),
    'total KB',
    'by load KB',
    'after load KB',
    'tap→result',
  ],
];
const verdicts: string[] = [];
try {
  for (const pagePath of pages) {
    const loads: LoadFigures[] = [];
    const taps: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      loads.push(await lighthouseLoad(`${server.url}${pagePath}`));
      const tap = await tapToResult(browser, `${server.url}${pagePath}`);
      if (tap !== null) taps.push(tap);
    }
    const bytes = Object.fromEntries(
      BUCKETS.map((bucket) => [bucket, median(loads.map((one) => one.bytes[bucket]))]),
    ) as Record<ByteBucket, number>;
    const lcp = median(loads.map((one) => one.lcp));
    const cls = median(loads.map((one) => one.cls));
    rows.push([
      pagePath,
      seconds(lcp),
      cls.toFixed(3),
      `${median(loads.map((one) => one.tbt)).toFixed(0)} ms`,
      ...BUCKETS.map((bucket) => kb(bytes[bucket])),
      kb(total(bytes)),
      kb(median(loads.map((one) => one.byLoad))),
      kb(median(loads.map((one) => total(one.bytes) - one.byLoad))),
      seconds(taps.length > 0 ? median(taps) : null),
    ]);
    console.log(
      `${pagePath}: CLS of each load ${loads.map((one) => one.cls.toFixed(3)).join(', ')}; LCP ${loads.map((one) => seconds(one.lcp)).join(', ')}`,
    );
    for (const one of loads) if (one.cls > TARGETS.cls) console.log(`  shifts: ${one.shifts.join('; ')}`);
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
  await browser.close().catch(() => undefined);
  chrome.kill();
  await server.close();
}

console.log(
  `\n${distDir}: Lighthouse ${throttlingMethod} (mobile), taps on the ${PHONE_PROFILE_LABEL}; cold cache, no local Thai/CJK fonts; median of ${runs} loads\n`,
);
console.log(formatTable(rows));
console.log('\nTargets for Chinese rule pages (Thai and English pages keep their figures):');
for (const verdict of verdicts) console.log(`  ${verdict}`);
