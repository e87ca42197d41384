/**
 * The one phone profile of the site's figures (perf, tap-to-ready): a 390x844 touch screen at 3x
 * on slow 4G as Lighthouse defines it (150 ms round trip, 1.6 Mbps down, 750 kbps up), with the
 * CPU slowed 4x, through the Chrome DevTools protocol.
 */
import type { BrowserContextOptions, CDPSession } from 'playwright-core';

export const PHONE_CONTEXT = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
} as const satisfies BrowserContextOptions;

export const SLOW_4G = { latencyMs: 150, downloadKbps: 1.6 * 1024, uploadKbps: 750 } as const;

export const CPU_SLOWDOWN = 4;

/** The profile in words, for report headers. */
export const PHONE_PROFILE_LABEL = `phone ${PHONE_CONTEXT.viewport.width}x${PHONE_CONTEXT.viewport.height}, slow 4G (${SLOW_4G.latencyMs} ms, ${SLOW_4G.downloadKbps / 1024} Mbps down, ${SLOW_4G.uploadKbps} kbps up), CPU ${CPU_SLOWDOWN}x`;

/** Throttles the page behind this session's network and CPU to the phone profile. */
export async function throttleLikePhone(cdp: CDPSession): Promise<void> {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: SLOW_4G.latencyMs,
    downloadThroughput: (SLOW_4G.downloadKbps * 1024) / 8,
    uploadThroughput: (SLOW_4G.uploadKbps * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
}
