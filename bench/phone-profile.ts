/**
 * The one phone profile of the site's figures: Lighthouse's slow 4G (its `mobileSlow4G`, read from
 * Lighthouse itself) on a 390x844 touch screen at 3x. perf runs Lighthouse, which applies its own
 * profile; the tap measurements (perf's tap column, tap-to-ready) apply this one to a Playwright
 * page through the Chrome DevTools protocol: the round trip and throughput of Lighthouse's
 * simulation (150 ms per request, 1.6 Mbps down), the upload and CPU slowdown it applies (675 kbps,
 * 4x), as the taps' figures and their 300 ms target have been measured so far (Lighthouse's own
 * applied latency, 562.5 ms per request in its `devtools` method, would change what they mean).
 */
import { throttling } from 'lighthouse/core/config/constants.js';
import type { Browser, BrowserContext, BrowserContextOptions, CDPSession, Page } from 'playwright-core';

const PHONE_CONTEXT = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
} as const satisfies BrowserContextOptions;

const SLOW_4G = throttling.mobileSlow4G;

/** The profile in words, for report headers. */
export const PHONE_PROFILE_LABEL = `phone ${PHONE_CONTEXT.viewport.width}x${PHONE_CONTEXT.viewport.height}, Lighthouse's slow 4G (${SLOW_4G.rttMs} ms, ${SLOW_4G.throughputKbps / 1024} Mbps down, ${SLOW_4G.uploadThroughputKbps} kbps up), CPU ${SLOW_4G.cpuSlowdownMultiplier}x`;

/** A fresh phone context (PHONE_CONTEXT and `options`) with one page throttled to the profile. */
export async function phonePage(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page; cdp: CDPSession }> {
  const context = await browser.newContext({ ...PHONE_CONTEXT, ...options });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: SLOW_4G.rttMs,
    downloadThroughput: (SLOW_4G.throughputKbps * 1024) / 8,
    uploadThroughput: (SLOW_4G.uploadThroughputKbps * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_4G.cpuSlowdownMultiplier });
  return { context, page, cdp };
}
